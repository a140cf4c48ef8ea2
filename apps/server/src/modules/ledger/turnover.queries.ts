import { sql } from 'kysely';
import type { Db } from '../../db';

/** The member's lifetime valid turnover counter (0 before their first settled stake or deposit). */
export async function turnoverWorkedFen(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_turnover')
    .select('worked_total_fen')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.worked_total_fen ?? 0;
}

/**
 * Valid turnover in [from, to): the member's stakes posted from their held account to the house, the
 * same movements the lifetime counter adds up (voids, pushes and refunds go back to the wallet and
 * never count; play money never reaches the house).
 */
export async function turnoverBetween(db: Db, memberId: number, from: Date, to: Date): Promise<number> {
  const row = await sql<{ fen: string }>`select coalesce(sum(t.amount_fen), 0)::bigint as fen
    from ledger_accounts m
    join ledger_entries e on e.account_id = m.id and e.amount_fen < 0
    join ledger_transfers t on t.id = e.transfer_id
    join ledger_accounts h on h.id = t.credit_account_id and h.kind in ('house', 'house_revenue')
    where m.member_id = ${memberId} and m.kind = 'member_held' and not m.play
      and t.created_at >= ${from} and t.created_at < ${to}`.execute(db);
  return Number(row.rows[0]?.fen ?? 0);
}
