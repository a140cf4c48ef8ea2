import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db';
import {
  addTurnoverRequirement,
  getMemberBalances,
  type HoldBatchOptions,
  type HoldSettlement,
  HoldStateError,
  placeHold,
  postHold,
  reconcile,
  settleHoldsBatch,
  transfer,
  voidHold,
} from '../../src/modules/ledger';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { counts, createMember, deposit } from './ledger-kit';

const OPTS: HoldBatchOptions = {
  house: { kind: 'house' },
  postType: 'bet_stake',
  voidType: 'bet_refund',
  payoutType: 'bet_payout',
  payoutRefType: 'bet',
};

/** A mixed chunk: lose, win, push, refund, a partial post (翻倍 reserve) and a post of nothing. */
const HOLDS = [1_000, 2_000, 3_000, 4_000, 5_000, 1_500];
const PLAN = (ids: number[]): HoldSettlement[] => [
  { holdId: ids[0] ?? 0, action: 'post', postFen: 1_000, payoutRefId: 'b1' },
  { holdId: ids[1] ?? 0, action: 'post', postFen: 2_000, payoutFen: 3_960, payoutRefId: 'b2' },
  { holdId: ids[2] ?? 0, action: 'void' },
  { holdId: ids[3] ?? 0, action: 'void' },
  { holdId: ids[4] ?? 0, action: 'post', postFen: 3_000, payoutRefId: 'b5' },
  { holdId: ids[5] ?? 0, action: 'post', postFen: 0, payoutRefId: 'b6' },
];

async function holdsFor(db: Kysely<Database>, memberId: number, amounts: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const amountFen of amounts) {
    const { holdId } = await db
      .transaction()
      .execute((trx) =>
        placeHold(trx, { memberId, amountFen, type: 'bet_stake', refType: 'bet_order', refId: 'o1' }),
      );
    ids.push(holdId);
  }
  return ids;
}

/** The one-by-one path the batch replaces, for the same plan. */
async function settleOneByOne(db: Kysely<Database>, memberId: number, plan: HoldSettlement[]) {
  for (const i of plan) {
    await db.transaction().execute(async (trx) => {
      if (i.action === 'void') return voidHold(trx, i.holdId, { type: OPTS.voidType });
      await postHold(trx, i.holdId, { to: OPTS.house, type: OPTS.postType, amountFen: i.postFen ?? 0 });
      if ((i.payoutFen ?? 0) > 0)
        await transfer(trx, {
          from: OPTS.house,
          to: { kind: 'member_wallet', memberId },
          amountFen: i.payoutFen ?? 0,
          type: OPTS.payoutType,
          refType: 'bet',
          refId: i.payoutRefId ?? '',
        });
    });
  }
}

/** The member's wallet and held entries as the member's history reads them. */
async function memberEntries(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['a.kind', 't.type', 't.ref_type', 'e.amount_fen', 'e.balance_after_fen', 'e.account_version'])
    .where('a.member_id', '=', memberId)
    .orderBy('e.id')
    .execute();
}

async function houseBalance(db: Kysely<Database>): Promise<number> {
  const r = await db
    .selectFrom('ledger_accounts')
    .select('balance_fen')
    .where('kind', '=', 'house')
    .executeTakeFirst();
  return r?.balance_fen ?? 0;
}

describe(`ledger batch settlement (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes what postHold / voidHold / transfer write one by one, for a mixed chunk', async () => {
    const [one, many] = [await createMember(t.db), await createMember(t.db)];
    for (const m of [one, many]) await deposit(t.db, m, 100_000);
    const oneIds = await holdsFor(t.db, one, HOLDS);
    const manyIds = await holdsFor(t.db, many, HOLDS);
    const house0 = await houseBalance(t.db);
    await settleOneByOne(t.db, one, PLAN(oneIds));
    const house1 = await houseBalance(t.db);
    const result = await t.db.transaction().execute((trx) => settleHoldsBatch(trx, PLAN(manyIds), OPTS));
    expect(result).toEqual({ settled: 6, skipped: 0, transfers: 8 });
    // lose 1000, win 2000 − payout 3960, partial 3000 posted: the house moves the same both ways.
    expect(house1 - house0).toBe(1_000 + 2_000 - 3_960 + 3_000);
    expect((await houseBalance(t.db)) - house1).toBe(house1 - house0);
    // 100000 − 16500 held; back: push 3000, refund 4000, release 2000 + 1500, payout 3960.
    const expected = { balanceFen: 83_500 + 3_000 + 4_000 + 2_000 + 1_500 + 3_960, heldFen: 0 };
    expect(await getMemberBalances(t.db, one)).toMatchObject(expected);
    expect(await getMemberBalances(t.db, many)).toMatchObject(expected);
    expect(await memberEntries(t.db, many)).toEqual(await memberEntries(t.db, one));
    const holds = await t.db
      .selectFrom('ledger_holds')
      .select(['member_id', 'status', 'posted_amount_fen'])
      .where('id', 'in', [...oneIds, ...manyIds])
      .orderBy('id')
      .execute();
    const shape = (m: number) => holds.filter((h) => h.member_id === m).map(({ member_id: _, ...h }) => h);
    expect(shape(many)).toEqual(shape(one));
    expect(shape(many).map((h) => h.status)).toEqual([
      'posted',
      'posted',
      'voided',
      'voided',
      'posted',
      'posted',
    ]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('with postRef writes the posted stakes as one transfer per member, the rest per hold', async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    for (const m of [a, b]) await deposit(t.db, m, 100_000);
    const aIds = await holdsFor(t.db, a, HOLDS);
    const bIds = await holdsFor(t.db, b, [600, 700]);
    const items: HoldSettlement[] = [
      ...PLAN(aIds),
      { holdId: bIds[0] ?? 0, action: 'post', payoutFen: 1_188, payoutRefId: 'b8' },
      { holdId: bIds[1] ?? 0, action: 'post' },
    ];
    const house0 = await houseBalance(t.db);
    const postRef = { refType: 'issue', refId: 'agg-1' };
    const r = await t.db.transaction().execute((trx) => settleHoldsBatch(trx, items, { ...OPTS, postRef }));
    // 2 aggregated posts; a: payout, 2 voids, 2 releases; b: payout.
    expect(r).toEqual({ settled: 8, skipped: 0, transfers: 8 });
    const posts = await t.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
      .select(['d.member_id', 't.amount_fen', 't.memo'])
      .where('t.ref_type', '=', 'issue')
      .where('t.ref_id', '=', 'agg-1')
      .orderBy('d.member_id')
      .execute();
    expect(posts).toEqual([
      { member_id: a, amount_fen: 1_000 + 2_000 + 3_000, memo: 'holds:3' },
      { member_id: b, amount_fen: 1_300, memo: 'holds:2' },
    ]);
    expect((await houseBalance(t.db)) - house0).toBe(6_000 - 3_960 + 1_300 - 1_188);
    expect(await getMemberBalances(t.db, a)).toMatchObject({ balanceFen: 83_500 + 14_460, heldFen: 0 });
    expect(await getMemberBalances(t.db, b)).toMatchObject({ balanceFen: 98_700 + 1_188, heldFen: 0 });
    const posted = await t.db
      .selectFrom('ledger_holds')
      .select((eb) => eb.fn.sum<number>('posted_amount_fen').as('fen'))
      .where('id', 'in', [...aIds, ...bIds])
      .executeTakeFirstOrThrow();
    expect(Number(posted.fen)).toBe(6_000 + 1_300);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('is idempotent per hold: a re-run writes nothing, the opposite state is refused', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 50_000);
    const ids = await holdsFor(t.db, m, HOLDS);
    await t.db.transaction().execute((trx) => settleHoldsBatch(trx, PLAN(ids), OPTS));
    const before = await counts(t.db);
    const balances = await getMemberBalances(t.db, m);
    const again = await t.db.transaction().execute((trx) => settleHoldsBatch(trx, PLAN(ids), OPTS));
    expect(again).toEqual({ settled: 0, skipped: 6, transfers: 0 });
    // A crash-resumed chunk: half already settled, half new — only the new half moves.
    const more = await holdsFor(t.db, m, [700, 800]);
    const mixed: HoldSettlement[] = [
      ...PLAN(ids).slice(0, 3),
      { holdId: more[0] ?? 0, action: 'post', payoutFen: 1_386, payoutRefId: 'b7' },
      { holdId: more[1] ?? 0, action: 'void' },
    ];
    const resumed = await t.db.transaction().execute((trx) => settleHoldsBatch(trx, mixed, OPTS));
    expect(resumed).toEqual({ settled: 2, skipped: 3, transfers: 3 });
    expect(await getMemberBalances(t.db, m)).toMatchObject({
      balanceFen: balances.balanceFen - 1_500 + 1_386 + 800,
      heldFen: 0,
    });
    const flipped: HoldSettlement[] = [{ holdId: ids[2] ?? 0, action: 'post' }];
    const after = await counts(t.db);
    expect(after.transfers - before.transfers).toBe(2 + 3); // the two new holds, then their settlement
    await expect(
      t.db.transaction().execute((trx) => settleHoldsBatch(trx, flipped, OPTS)),
    ).rejects.toBeInstanceOf(HoldStateError);
    expect(await counts(t.db)).toEqual(after);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });

  it('refuses a bad batch before writing anything', async () => {
    const m = await createMember(t.db);
    await deposit(t.db, m, 10_000);
    const [h] = await holdsFor(t.db, m, [1_000]);
    const before = await counts(t.db);
    const run = (items: HoldSettlement[]) =>
      t.db.transaction().execute((trx) => settleHoldsBatch(trx, items, OPTS));
    await expect(run([{ holdId: h ?? 0, action: 'post', postFen: 1_001 }])).rejects.toBeInstanceOf(
      HoldStateError,
    );
    await expect(run([{ holdId: 99_999_999, action: 'void' }])).rejects.toBeInstanceOf(RangeError);
    await expect(
      run([
        { holdId: h ?? 0, action: 'void' },
        { holdId: h ?? 0, action: 'void' },
      ]),
    ).rejects.toBeInstanceOf(RangeError);
    await expect(run([{ holdId: h ?? 0, action: 'post', payoutFen: 1.5 }])).rejects.toBeInstanceOf(
      RangeError,
    );
    expect(await counts(t.db)).toEqual(before);
    expect(await getMemberBalances(t.db, m)).toMatchObject({ balanceFen: 9_000, heldFen: 1_000 });
  });

  it('keeps every entry chain unbroken across batches of many members interleaved with single transfers', async () => {
    const members = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    for (const m of members) await deposit(t.db, m, 40_000);
    await t.db.transaction().execute((trx) => addTurnoverRequirement(trx, members[0] ?? 0, 6_000));
    for (let round = 0; round < 3; round++) {
      const items: HoldSettlement[] = [];
      // Holds of all members interleaved, so the house and each wallet get entries from many bets.
      for (let k = 0; k < 4; k++)
        for (const m of members) {
          const [id] = await holdsFor(t.db, m, [500 + 100 * k + round]);
          const win = (k + round) % 2 === 0;
          items.push(
            k === 3
              ? { holdId: id ?? 0, action: 'void' }
              : { holdId: id ?? 0, action: 'post', payoutFen: win ? 990 : 0, payoutRefId: `r${round}k${k}` },
          );
        }
      await t.db.transaction().execute((trx) => settleHoldsBatch(trx, items, OPTS));
      // A single transfer between batches on the same accounts (wallet and house).
      await t.db.transaction().execute((trx) =>
        transfer(trx, {
          from: { kind: 'house' },
          to: { kind: 'member_wallet', memberId: members[round] ?? 0 },
          amountFen: 123,
          type: 'activity_bonus',
        }),
      );
    }
    for (const m of members) {
      const wallet = (await memberEntries(t.db, m)).filter((e) => e.kind === 'member_wallet');
      expect(wallet.map((e) => e.account_version)).toEqual(wallet.map((_, i) => i + 1));
    }
    // 3 rounds × 3 posted stakes of 500..702 worked off member 0's 6000 requirement in part.
    const b0 = await getMemberBalances(t.db, members[0] ?? 0);
    expect(b0.balanceFen - b0.withdrawableFen).toBe(
      6_000 - (500 + 600 + 700 + 501 + 601 + 701 + 502 + 602 + 702),
    );
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });
});
