import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { MemberTables } from '../modules/member/member.tables';

/**
 * The whole schema as Kysely sees it, composed from each module's `<name>.tables.ts`.
 * A new module adds its tables file plus a migration and one `extends` entry here.
 */
export interface Database extends MemberTables, AuthTables {
  schema_migrations: { name: string; applied_at: Date };
  seed_runs: { name: string; applied_at: ColumnType<Date, Date | undefined, Date> };
}

/** What repositories accept: the root handle or the caller's transaction. */
export type Db = Kysely<Database> | Transaction<Database>;
