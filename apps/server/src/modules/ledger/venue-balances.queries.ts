import type { Db } from '../../db';

/** A member's venue sub-wallet balances in fen, by venue code (venues never used are absent). */
export async function getVenueBalances(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['venue', 'balance_fen'])
    .where('kind', '=', 'member_venue')
    .where('member_id', '=', memberId)
    .execute();
  return new Map(rows.map((r) => [r.venue, Number(r.balance_fen)]));
}
