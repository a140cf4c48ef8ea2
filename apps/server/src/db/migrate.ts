import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;
/** Arbitrary constant key: every process migrating the same database takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 7_318_402_911;

export type MigrationFile = { name: string; sql: string };

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => FILE_PATTERN.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies pending migrations in name order, all in one transaction under an advisory lock, so two
 * processes starting together neither race nor apply a file twice: the second waits for the lock,
 * then sees the first one's rows in `schema_migrations` and has nothing left to do.
 * Returns the names applied by this call.
 */
export async function migrate(db: Kysely<Database>, files = readMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((r) => r.name));
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file.name)) continue;
      await sql.raw(file.sql).execute(trx);
      await sql`insert into schema_migrations (name) values (${file.name})`.execute(trx);
      ran.push(file.name);
    }
    return ran;
  });
}
