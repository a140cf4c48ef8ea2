import type { Db } from '../../db';
import { memberWalletEntries } from '../ledger';

/** SQL only: a page of one member's main-wallet entries through the ledger's face, newest first. */
export const memberDeskRepository = {
  async ledgerPage(db: Db, memberId: number, limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      memberWalletEntries(db, memberId)
        .select([
          'e.id',
          'e.transfer_id',
          't.type',
          'e.amount_fen',
          'e.balance_after_fen',
          't.ref_type',
          't.ref_id',
          't.memo',
          'e.created_at',
        ])
        .orderBy('e.account_version', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      memberWalletEntries(db, memberId)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
};
