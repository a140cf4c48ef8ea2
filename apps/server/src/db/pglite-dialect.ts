import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';
import { PGlitePreparedStatements } from './pglite-prepared';
import type { PoolStats } from './pool-stats';

/**
 * Kysely dialect over one embedded PGlite instance. PGlite has a single connection, so the driver
 * hands it out to one holder at a time (a query, or a whole transaction) through a FIFO mutex.
 * Consequence: inside `db.transaction()` always use the `trx` handle; using `db` there would wait
 * for the transaction to finish and deadlock — the same rule as a pool of size one.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  /** The one connection's queue, shared with the driver: its use is /metrics' pool figure. */
  readonly #mutex = new Mutex();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#mutex);
  }

  /** The single connection as a pool of one: busy or idle, and how many wait for it. */
  stats(): PoolStats {
    return { total: 1, idle: this.#mutex.held ? 0 : 1, waiting: this.#mutex.waiting };
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #mutex: Mutex;
  readonly #connection: PGliteConnection;
  #release: (() => void) | undefined;

  constructor(pglite: PGlite, mutex: Mutex) {
    this.#pglite = pglite;
    this.#mutex = mutex;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire();
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    this.#connection.inTransaction = true;
    // PGlite runs alone, so every isolation level behaves as serializable; we still pass it through
    // so SQL written for PostgreSQL reads the same here.
    const parts = ['begin'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.#connection.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#connection.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #prepared: PGlitePreparedStatements;
  /** Between the driver's begin and its commit or rollback (a failed statement then aborts it). */
  inTransaction = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#prepared = new PGlitePreparedStatements(pglite);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0) {
      // Parameterless text may hold several statements (migration files); `exec` runs them all
      // with the simple protocol, like node-postgres does for a query without values.
      const results = await this.#pglite.exec(compiled.sql);
      const last = results[results.length - 1];
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    }
    const prepared = await this.#prepared.run(compiled.sql, compiled.parameters, this.inTransaction);
    if (prepared) return toQueryResult<R>(prepared.rows, prepared.affectedRows);
    const result = await this.#pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return toQueryResult<R>(result.rows, result.affectedRows);
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported; fail loudly instead of buffering.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}

function toQueryResult<R>(rows: unknown[], affectedRows: number | undefined): QueryResult<R> {
  return {
    rows: rows as R[],
    numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows),
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
