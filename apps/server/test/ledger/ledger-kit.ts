import type { Kysely } from 'kysely';
import type { Database } from '../../src/db';
import { transfer } from '../../src/modules/ledger';

let seq = 0;

/** A bare member row (the ledger only needs the id). */
export async function createMember(db: Kysely<Database>, prefix = 'led'): Promise<number> {
  seq += 1;
  const row = await db
    .insertInto('members')
    .values({ username: `${prefix}${process.pid}x${seq}`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Money arriving from outside: deposits_clearing → member_wallet. */
export function deposit(db: Kysely<Database>, memberId: number, amountFen: number) {
  return db.transaction().execute((trx) =>
    transfer(trx, {
      from: { kind: 'deposits_clearing' },
      to: { kind: 'member_wallet', memberId },
      amountFen,
      type: 'deposit',
    }),
  );
}

export async function counts(db: Kysely<Database>) {
  const one = async (
    table: 'ledger_transfers' | 'ledger_entries' | 'ledger_holds' | 'ledger_idempotency_keys',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    transfers: await one('ledger_transfers'),
    entries: await one('ledger_entries'),
    holds: await one('ledger_holds'),
    keys: await one('ledger_idempotency_keys'),
  };
}
