import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { PGliteDialect } from './pglite-dialect';
import type { PoolStats } from './pool-stats';
import { prepareHotStatements, StatementNames } from './prepared-statements';

export type DbKind = 'pglite' | 'pg';
export type DbHandle = {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
  /** Connection use for /metrics (absent on handles made by hand in tests). */
  poolStats?: () => PoolStats;
};

/** OIDs whose text form we parse ourselves so PGlite and node-postgres return the same JS values. */
const INT8_OID = 20;

/**
 * BIGINT columns hold integer fen and ids. Both drivers return them as JS numbers; a value beyond
 * 2^53 would silently lose precision, so it is refused instead.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`BIGINT value ${text} exceeds the safe integer range`);
  return value;
}

export type CreateDbOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` or 'memory://' keeps the database in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Run hot statements as server-side prepared statements (prepared-statements.ts); default on. */
  prepare?: boolean;
};

/** Kysely over `pg` when a DATABASE_URL is given, otherwise over embedded PGlite. */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl)
    return createPgDb(options.databaseUrl, options.poolSize ?? 10, options.prepare ?? true);
  return createPgliteDb(options.dataDir);
}

async function createPgliteDb(dataDir: string | undefined): Promise<DbHandle> {
  const inMemory = dataDir === undefined || dataDir.startsWith('memory://');
  const dir = inMemory ? undefined : path.resolve(dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  // One process per data directory: a second one would corrupt it (data-dir-lock.ts).
  const unlock = dir ? lockDataDir(`${dir}.lock`) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: dir, parsers: { [INT8_OID]: parseInt8 } });
  } catch (err) {
    unlock();
    throw err;
  }
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      unlock();
    }
  };
  return { db, kind: 'pglite', close, poolStats: () => dialect.stats() };
}

async function createPgDb(databaseUrl: string, poolSize: number, prepare: boolean): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const names = prepare ? new StatementNames() : undefined;
  // A checked-out client (e.g. between the statements of a transaction) whose backend is killed
  // emits 'error' outside any query; unlistened, that would crash the process. The running or next
  // query still fails, the transaction rolls back, and the pool discards the client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (names) prepareHotStatements(client, names);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'pg', close: () => db.destroy(), poolStats };
}
