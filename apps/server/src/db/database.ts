import type { ColumnType, Kysely, Transaction } from 'kysely';

/**
 * The whole schema as Kysely sees it. Each module adds its own tables from its `<name>.tables.ts`
 * (`declare module '../../db/database' { interface Database extends XTables {} }`), so this file
 * knows no module; only the migration bookkeeping tables are declared here.
 */
export interface Database {
  schema_migrations: { name: string; applied_at: Date };
  seed_runs: { name: string; applied_at: ColumnType<Date, Date | undefined, Date> };
}

/** What repositories accept: the root handle or the caller's transaction. */
export type Db = Kysely<Database> | Transaction<Database>;
