import type { Db } from '../../db';
import { GIFT_TYPES } from './gift.catalogue';

export type GiftEntryRow = { id: number; type: string; amount_fen: number; created_at: Date };

/**
 * SQL only: credits (positive entries) of one member's main wallet whose transfer is a gift type.
 * Scoped by the member id on the account, so no other member's gift can appear.
 */
function base(db: Db, memberId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('a.kind', '=', 'member_wallet')
    .where('a.member_id', '=', memberId)
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
