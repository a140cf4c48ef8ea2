import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { createDb, type Database, type DbHandle, migrate, parseInt8, readMigrations } from '../../src/db';
import { PGliteDialect } from '../../src/db/pglite-dialect';

export type TestDbKind = 'pglite' | 'pg';

/** Which database this test project runs on (set by vitest.config.ts per project). */
export function testDbKind(): TestDbKind {
  return process.env.QILIN_TEST_DB === 'pg' ? 'pg' : 'pglite';
}

export type TestDb = DbHandle & { databaseUrl: string | undefined };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a uniquely named database on
 * DATABASE_URL's server that is dropped again on close.
 *
 * Both start from a template made once per set of migration files (`templateKey`): PGlite loads
 * a dump of a data dir (a plain `PGlite.create` runs initdb in WASM, 2–5 s on a loaded machine;
 * loading the dump takes ~0.5 s), PostgreSQL copies a template database (`create database …
 * template`, cheaper than running the migrations). A template holds exactly what `migrate()` makes
 * of an empty database; `migrate()` on an empty database is itself tested (test/db/db.test.ts
 * asks for `migrate: false`). `QILIN_TEST_TEMPLATE=0` migrates every database from scratch.
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const migrated = options.migrate !== false;
  const useTemplate = process.env.QILIN_TEST_TEMPLATE !== '0';
  if (testDbKind() === 'pg') {
    const handle = await createPgTestDb(useTemplate && migrated ? await pgTemplate() : undefined);
    if (migrated && !useTemplate) await migrate(handle.db);
    return handle;
  }
  if (!useTemplate) {
    const handle = { ...(await createDb({})), databaseUrl: undefined };
    if (migrated) await migrate(handle.db);
    return handle;
  }
  const { handle } = await openPglite(await pgliteTemplate(migrated));
  return { ...handle, databaseUrl: undefined };
}

/**
 * A migrated PGlite data directory on disk at `dir` (as a server's DATA_DIR/pglite), made from the
 * template dump: a child server started on it finds every migration applied.
 */
export async function writeMigratedPgliteDir(dir: string): Promise<void> {
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: await pgliteTemplate(true) });
  await pglite.close();
}

/** Changes whenever a migration file or the PGlite version does, so a stale template is never used. */
function templateKey(): string {
  // The package's exports hide its package.json; its entry sits in dist/, next to it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8')) as {
    version: string;
  };
  const h = createHash('sha256').update(`pglite ${version}\n`);
  for (const m of readMigrations()) h.update(`${m.name}\n${m.sql}\n`);
  return h.digest('hex').slice(0, 16);
}

const INT8_OID = 20;

/** In-memory PGlite as `createDb({})` opens it (src/db/create-db.ts), optionally from a dump. */
async function openPglite(loadDataDir?: Blob): Promise<{ pglite: PGlite; handle: DbHandle }> {
  const pglite = await PGlite.create({
    ...(loadDataDir && { loadDataDir }),
    parsers: { [INT8_OID]: parseInt8 },
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    pglite,
    handle: { db, kind: 'pglite', close: () => db.destroy(), poolStats: () => dialect.stats() },
  };
}

const pgliteDumps = new Map<boolean, Promise<Blob>>();

/** Templates of this many migration sets stay (other checkouts may be testing older ones). */
const KEEP_TEMPLATES = 3;

/**
 * The dump of a new PGlite data dir (migrated or not). Kept in the OS temp dir so that every test
 * process after the first only loads it; written under a temp name and renamed, so processes that
 * race to make it each write a whole file and a reader never sees a partial one. Making one prunes
 * the dumps of all but the newest KEEP_TEMPLATES migration sets (~40 MB each).
 */
function pgliteTemplate(migrated: boolean): Promise<Blob> {
  let dump = pgliteDumps.get(migrated);
  if (!dump) {
    dump = (async () => {
      const dir = path.join(os.tmpdir(), 'qilin-test-templates');
      const key = templateKey();
      const file = path.join(dir, `pglite-${key}-${migrated ? 'migrated' : 'empty'}.tar`);
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        // not made yet (or pruned by a run of another checkout): make it
      }
      const { pglite, handle } = await openPglite();
      try {
        if (migrated) await migrate(handle.db);
        const blob = await pglite.dumpDataDir('none');
        mkdirSync(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
        renameSync(tmp, file);
        prunePgliteTemplates(dir, key);
        return blob;
      } finally {
        await handle.close();
      }
    })();
    pgliteDumps.set(migrated, dump);
  }
  return dump;
}

function prunePgliteTemplates(dir: string, current: string) {
  const newest = new Map<string, number>();
  for (const f of readdirSync(dir)) {
    const key = /^pglite-([0-9a-f]+)-/.exec(f)?.[1];
    if (!key) continue;
    try {
      newest.set(key, Math.max(newest.get(key) ?? 0, statSync(path.join(dir, f)).mtimeMs));
    } catch {
      // removed meanwhile
    }
  }
  const keep = new Set(
    [...newest]
      .sort((a, b) => b[1] - a[1])
      .slice(0, KEEP_TEMPLATES)
      .map(([k]) => k),
  );
  keep.add(current);
  for (const f of readdirSync(dir)) {
    const key = /^pglite-([0-9a-f]+)-/.exec(f)?.[1];
    if (key && !keep.has(key)) rmSync(path.join(dir, f), { force: true });
  }
}

let pgTemplateName: Promise<string> | undefined;
/** Arbitrary constant: test processes building the PostgreSQL template take turns on this lock. */
const TEMPLATE_LOCK_KEY = 7_318_402_912;

/**
 * A migrated template database on DATABASE_URL's server, `qilin_tpl_<key>`: built under a
 * temporary name and renamed when complete, under an advisory lock, so a copy never sees half of
 * it. Nothing stays connected to it (a connected template cannot be copied).
 */
function pgTemplate(): Promise<string> {
  pgTemplateName ??= (async () => {
    const adminUrl = adminDatabaseUrl();
    const name = `qilin_tpl_${templateKey()}`;
    const exists = (c: pg.Client) =>
      c.query('select 1 from pg_database where datname = $1', [name]).then((r) => r.rowCount === 1);
    await withAdminClient(adminUrl, async (c) => {
      if (await exists(c)) return;
      await c.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        if (await exists(c)) return;
        const building = `${name}_build_${process.pid}_${randomBytes(3).toString('hex')}`;
        await c.query(`create database ${building}`);
        const handle = await createDb({ databaseUrl: urlOf(adminUrl, building), poolSize: 1 });
        try {
          await migrate(handle.db);
        } finally {
          await handle.close();
        }
        await c.query(`alter database ${building} rename to ${name}`);
        // All but the newest KEEP_TEMPLATES templates (highest oids) go; one in use by a copy
        // right now is skipped (the drop fails) and goes next time.
        const old = await c.query<{ datname: string }>(
          `select datname from pg_database where datname ~ '^qilin_tpl_[0-9a-f]+$'
           order by oid desc offset ${KEEP_TEMPLATES}`,
        );
        for (const { datname } of old.rows)
          await c.query(`drop database if exists ${datname}`).catch(() => undefined);
      } finally {
        await c.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
    });
    return name;
  })();
  return pgTemplateName;
}

function adminDatabaseUrl(): string {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('QILIN_TEST_DB=pg needs DATABASE_URL');
  return adminUrl;
}

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function createPgTestDb(template: string | undefined): Promise<TestDb> {
  const adminUrl = adminDatabaseUrl();
  const name = `qilin_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, async (c) => {
    try {
      await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    } catch (error) {
      // 3D000: the template was pruned by a run of a newer checkout; make it again, once.
      if (!template || (error as { code?: string }).code !== '3D000') throw error;
      pgTemplateName = undefined;
      await c.query(`create database ${name} template ${await pgTemplate()}`);
    }
  });
  const databaseUrl = urlOf(adminUrl, name);
  const handle = await createDb({ databaseUrl, poolSize: 5 });
  return {
    ...handle,
    databaseUrl,
    kind: 'pg',
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
