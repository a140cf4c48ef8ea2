import type { Db } from '../../db';

/**
 * The entries of one member's main wallet account with their transfers (`e` entry, `t` transfer), for
 * the member's own reads (account details, gift logs) to filter and page. Scoped by the member id on
 * the account, so no other member's entry can appear.
 */
export function memberWalletEntries(db: Db, memberId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('a.kind', '=', 'member_wallet')
    .where('a.member_id', '=', memberId);
}
