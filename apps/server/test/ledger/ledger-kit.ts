import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db';
import { holdForRegister, transfer } from '../../src/modules/ledger';

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

/**
 * A hold register of the test's own (bets are the product's): rows hold money while pending, and the
 * ledger_hold_registers view is widened to list them, as a register's migration would.
 */
export async function createRegister(db: Kysely<Database>): Promise<void> {
  await sql`create table test_register (id bigint generated always as identity primary key,
    member_id bigint not null, held_fen bigint not null, status text not null default 'pending')`.execute(db);
  await sql`create or replace view ledger_hold_registers as
    select member_id, held_fen as amount_fen from bets where status = 'pending'
    union all select member_id, held_fen from test_register where status = 'pending'`.execute(db);
}

/** Register rows of one member, each holding its amount (wallet → held, one transfer for them all). */
export async function registerRows(
  db: Kysely<Database>,
  memberId: number,
  amounts: number[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await holdForRegister(trx, {
      memberId,
      amountFen: amounts.reduce((a, b) => a + b, 0),
      type: 'bet_stake',
      refType: 'bet_order',
      refId: 'o1',
    });
    const ids: number[] = [];
    for (const held of amounts) {
      const r = await sql<{ id: number }>`insert into test_register (member_id, held_fen)
        values (${memberId}, ${held}) returning id`.execute(trx);
      ids.push(Number(r.rows[0]?.id));
    }
    return ids;
  });
}
