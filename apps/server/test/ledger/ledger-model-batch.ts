import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db';
import { HoldStateError, settleHoldSet } from '../../src/modules/ledger';

export type BatchPick = { h: number; post: boolean; part: number; payout: number };

/** The slice of the property test's model a batch settlement touches. */
type BatchModel = {
  wallet: number[];
  held: number[];
  leftToHouse: number;
  holds: { id: number; m: number; fen: number; status: 'pending' | 'posted' | 'voided' }[];
};

/**
 * settleHoldSet over existing holds picked by index: a hold that is no longer pending refuses the whole
 * set (nothing moves); otherwise every hold settles as postHold / voidHold would, a payout comes from
 * the house, and the transfers are written per member.
 */
export async function batchStep(
  db: Kysely<Database>,
  model: BatchModel,
  o: { picks: BatchPick[] },
): Promise<void> {
  if (model.holds.length === 0) return;
  const chosen = new Map<number, BatchPick>();
  for (const p of o.picks) chosen.set(p.h % model.holds.length, p);
  const plan = [...chosen].map(([i, p]) => {
    const hold = model.holds[i];
    if (!hold) throw new Error('hold index');
    const postFen = Math.floor((hold.fen * p.part) / 100);
    return { hold, post: p.post, postFen, payout: p.post ? p.payout : 0 };
  });
  const rows = JSON.stringify(
    plan.map((x) => [x.hold.id, x.post ? x.postFen : null, x.payout, `h${x.hold.id}`]),
  );
  const source = sql`select (x->>0)::bigint as hold_id, (x->>1)::bigint as post_fen,
    (x->>2)::bigint as payout_fen, x->>3 as payout_ref from json_array_elements(${rows}::json) as r(x)`;
  const run = db.transaction().execute((trx) =>
    settleHoldSet(trx, source, {
      house: { kind: 'house' },
      postType: 'bet_stake',
      voidType: 'bet_refund',
      payoutType: 'bet_payout',
      ref: { refType: 'issue', refId: 'prop' },
    }),
  );
  if (plan.some((x) => x.hold.status !== 'pending')) {
    await expect(run).rejects.toBeInstanceOf(HoldStateError);
    return;
  }
  const members = await run;
  expect(members.reduce((n, m) => n + m.holds, 0)).toBe(plan.length);
  for (const { hold, post, postFen, payout } of plan) {
    model.held[hold.m]! -= hold.fen;
    if (!post) {
      hold.status = 'voided';
      model.wallet[hold.m]! += hold.fen;
      continue;
    }
    hold.status = 'posted';
    model.wallet[hold.m]! += hold.fen - postFen + payout;
    model.leftToHouse += postFen - payout;
  }
}
