import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db';
import { type HoldSettlement, HoldStateError, settleHoldsBatch } from '../../src/modules/ledger';

export type BatchPick = { h: number; post: boolean; part: number; payout: number };

/** The slice of the property test's model a batch settlement touches. */
type BatchModel = {
  wallet: number[];
  held: number[];
  leftToHouse: number;
  holds: { id: number; m: number; fen: number; status: 'pending' | 'posted' | 'voided' }[];
};

/**
 * settleHoldsBatch over existing holds picked by index: a hold in the opposite state refuses the whole
 * batch (nothing moves), a hold already in the asked state is skipped, pending ones settle as postHold /
 * voidHold would, and a payout comes from the house.
 */
export async function batchStep(
  db: Kysely<Database>,
  model: BatchModel,
  o: { picks: BatchPick[]; aggregate: boolean },
): Promise<void> {
  if (model.holds.length === 0) return;
  const chosen = new Map<number, BatchPick>();
  for (const p of o.picks) chosen.set(p.h % model.holds.length, p);
  const plan = [...chosen].map(([i, p]) => {
    const hold = model.holds[i];
    if (!hold) throw new Error('hold index');
    const postFen = Math.floor((hold.fen * p.part) / 100);
    const item: HoldSettlement = p.post
      ? { holdId: hold.id, action: 'post', postFen, payoutFen: p.payout, payoutRefId: `h${hold.id}` }
      : { holdId: hold.id, action: 'void' };
    return { hold, item, postFen, payout: p.payout };
  });
  const run = db.transaction().execute((trx) =>
    settleHoldsBatch(
      trx,
      plan.map((x) => x.item),
      {
        house: { kind: 'house' },
        postType: 'bet_stake',
        voidType: 'bet_refund',
        payoutType: 'bet_payout',
        ...(o.aggregate && { postRef: { refType: 'issue', refId: 'prop' } }),
      },
    ),
  );
  const conflict = plan.some(
    (x) => x.hold.status !== 'pending' && (x.hold.status === 'posted') !== (x.item.action === 'post'),
  );
  if (conflict) {
    await expect(run).rejects.toBeInstanceOf(HoldStateError);
    return;
  }
  const result = await run;
  const pending = plan.filter((x) => x.hold.status === 'pending');
  expect(result.settled).toBe(pending.length);
  for (const { hold, item, postFen, payout } of pending) {
    model.held[hold.m]! -= hold.fen;
    if (item.action === 'void') {
      hold.status = 'voided';
      model.wallet[hold.m]! += hold.fen;
      continue;
    }
    hold.status = 'posted';
    model.wallet[hold.m]! += hold.fen - postFen + payout;
    model.leftToHouse += postFen - payout;
  }
}
