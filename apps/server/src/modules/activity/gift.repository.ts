import type { Db } from '../../db';
import { memberWalletEntries } from '../ledger';
import { GIFT_TYPES } from '../promotion';

export type GiftEntryRow = { id: number; type: string; amount_fen: number; created_at: Date };

/** SQL only: credits (positive entries) of one member's main wallet whose transfer is a gift type. */
function base(db: Db, memberId: number) {
  return memberWalletEntries(db, memberId)
    .where('e.amount_fen', '>', 0)
    .where('t.type', 'in', [...GIFT_TYPES]);
}

export const giftRepository = {
  page(db: Db, memberId: number, limit: number, offset: number): Promise<GiftEntryRow[]> {
    return base(db, memberId)
      .select(['e.id', 't.type', 'e.amount_fen', 'e.created_at'])
      .orderBy('e.account_version', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  async count(db: Db, memberId: number): Promise<number> {
    const r = await base(db, memberId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
