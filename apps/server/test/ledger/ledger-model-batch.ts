import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db';
import { HoldStateError, InsufficientFundsError, settleRegisterSet } from '../../src/modules/ledger';
import { registerRows } from './ledger-kit';

export type BatchPick = { h: number; post: boolean; part: number; payout: number };

/** The slice of the property test's model the register ops touch. */
type BatchModel = {
  wallet: number[];
  held: number[];
  leftToHouse: number;
  rows: { id: number; m: number; fen: number; status: 'pending' | 'done' }[];
};

/** A register row holding `fen` for member `m` (see ledger-kit createRegister); refused when the wallet is short. */
export async function registerHoldStep(
  db: Kysely<Database>,
  memberIds: number[],
  model: BatchModel,
  o: { m: number; fen: number },
): Promise<void> {
  const p = registerRows(db, memberIds[o.m] as number, [o.fen]);
  if (model.wallet[o.m]! < o.fen) {
    await expect(p).rejects.toBeInstanceOf(InsufficientFundsError);
    return;
  }
  const [id] = await p;
  model.rows.push({ id: id as number, m: o.m, fen: o.fen, status: 'pending' });
  model.wallet[o.m]! -= o.fen;
  model.held[o.m]! += o.fen;
}

/**
 * settleRegisterSet over register rows picked by index, sourced by the register's own update: a row
 * already ended is not returned and moves nothing; a post beyond what a row held refuses the whole set;
 * otherwise every row settles as postHold / voidHold would, a payout comes from the house, and the
 * transfers are written per member.
 */
export async function batchStep(
  db: Kysely<Database>,
  model: BatchModel,
  o: { picks: BatchPick[] },
): Promise<void> {
  if (model.rows.length === 0) return;
  const chosen = new Map<number, BatchPick>();
  for (const p of o.picks) chosen.set(p.h % model.rows.length, p);
  const plan = [...chosen].map(([i, p]) => {
    const row = model.rows[i];
    if (!row) throw new Error('row index');
    // part up to 110: some posts exceed what the row held and must refuse the set.
    const postFen = Math.floor((row.fen * p.part) / 100);
    return { row, post: p.post, postFen, payout: p.post ? p.payout : 0 };
  });
  const rows = JSON.stringify(
    plan.map((x) => [x.row.id, x.post ? x.postFen : null, x.payout, `r${x.row.id}`]),
  );
  const source = sql`update test_register r set status = 'done'
    from json_array_elements(${rows}::json) as j(x)
    where r.id = (x->>0)::bigint and r.status = 'pending'
    returning r.member_id, r.held_fen, (x->>1)::bigint as post_fen, (x->>2)::bigint as payout_fen,
      x->>3 as payout_ref`;
  const run = db.transaction().execute((trx) =>
    settleRegisterSet(trx, source, {
      house: { kind: 'house' },
      postType: 'bet_stake',
      voidType: 'bet_refund',
      payoutType: 'bet_payout',
      ref: { refType: 'issue', refId: 'prop' },
    }),
  );
  const live = plan.filter((x) => x.row.status === 'pending');
  if (live.some((x) => x.post && x.postFen > x.row.fen)) {
    await expect(run).rejects.toBeInstanceOf(HoldStateError);
    return;
  }
  const members = await run;
  expect(members.reduce((n, m) => n + m.rows, 0)).toBe(live.length);
  for (const { row, post, postFen, payout } of live) {
    row.status = 'done';
    model.held[row.m]! -= row.fen;
    if (!post) {
      model.wallet[row.m]! += row.fen;
      continue;
    }
    model.wallet[row.m]! += row.fen - postFen + payout;
    model.leftToHouse += postFen - payout;
  }
}
