import type { Db } from '../../db';

/**
 * The entries of one member's main wallet account with their transfers (`e` entry, `t` transfer), for
 * the member's own reads (account details, gift logs) to filter and page. Scoped by the member id on
 * the account, so no other member's entry can appear.
 */
export function memberWalletEntries(db: Db, memberId: number, kind: MemberOwnKind = 'member_wallet') {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('a.kind', '=', kind)
    .where('a.member_id', '=', memberId);
}

/** The member-owned accounts a member reads entries of: the main wallet, or an agent's commission wallet. */
export type MemberOwnKind = 'member_wallet' | 'agent_commission';

/** The balance of one of a member's own accounts (0 before its first entry). */
export async function memberAccountBalanceFen(
  db: Db,
  memberId: number,
  kind: MemberOwnKind,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_fen')
    .where('kind', '=', kind)
    .where('member_id', '=', memberId)
    .where('play', '=', false)
    .executeTakeFirst();
  return row ? Number(row.balance_fen) : 0;
}
