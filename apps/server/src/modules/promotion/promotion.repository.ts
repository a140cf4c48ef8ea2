import { sql } from 'kysely';
import type { Db } from '../../db';

/** SQL only: budgets and claims. */
export const promotionRepository = {
  /** Raises a campaign's spend by `amountFen` unless that passes its budget; false = exhausted or unknown. */
  async spend(db: Db, campaign: string, amountFen: number): Promise<boolean> {
    const r = await db
      .updateTable('promotion_budgets')
      .set({ spent_fen: sql`spent_fen + ${amountFen}`, updated_at: new Date() })
      .where('campaign', '=', campaign)
      .where((eb) =>
        eb.or([eb('budget_fen', 'is', null), eb('budget_fen', '>=', sql<number>`spent_fen + ${amountFen}`)]),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  claimed(db: Db, memberId: number, keys: readonly string[]) {
    if (keys.length === 0) return Promise.resolve([] as { claim_key: string }[]);
    return db
      .selectFrom('promotion_claims')
      .select('claim_key')
      .where('member_id', '=', memberId)
      .where('claim_key', 'in', [...keys])
      .execute();
  },

  /** The highest wagering end of the member's claims (0 without one). */
  async lastEnd(db: Db, memberId: number): Promise<number> {
    const r = await db
      .selectFrom('promotion_claims')
      .select((eb) => eb.fn.max('end_fen').as('end'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return r?.end == null ? 0 : Number(r.end);
  },

  /** Claims whose wagering is not done at the counter `workedFen`. */
  open(db: Db, memberId: number, workedFen: number) {
    return db
      .selectFrom('promotion_claims')
      .select(['amount_fen', 'end_fen'])
      .where('member_id', '=', memberId)
      .where('end_fen', '>', workedFen)
      .orderBy('end_fen')
      .execute();
  },

  insert(
    db: Db,
    row: {
      memberId: number;
      campaign: string;
      key: string;
      type: string;
      amountFen: number;
      wageringX100: number;
      requiredFen: number;
      markFen: number;
      endFen: number;
      transferId: number;
    },
  ) {
    return db
      .insertInto('promotion_claims')
      .values({
        member_id: row.memberId,
        campaign: row.campaign,
        claim_key: row.key,
        type: row.type,
        amount_fen: row.amountFen,
        wagering_x100: row.wageringX100,
        required_fen: row.requiredFen,
        mark_fen: row.markFen,
        end_fen: row.endFen,
        transfer_id: row.transferId,
      })
      .onConflict((oc) => oc.columns(['member_id', 'claim_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
  },
};
