import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database';

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (a seed, a larger change that
 * composes services), else a new one of its own.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
