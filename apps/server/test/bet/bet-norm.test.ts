import { BetErrorCode, type BetItem, BetMessages } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

/** The odds the catalogue shows for a norm (官方) play. */
function normOdds(code: string, playId: string): BetItem['odds'] {
  const entry = findGameFamily(code)
    ?.playGroups.norm.flatMap((g) => g.entries)
    .find((e) => e.playId === playId);
  if (!entry) throw new Error(`no norm entry ${code}/${playId}`);
  return entry.odds;
}

/** Expected payout computed here, not by the domain: floor(stake × odds × hits / count), odds in bp. */
function payout(stakeFen: number, odds: string, hits: number, count: number): number {
  const [whole = '0', frac = ''] = odds.split('.');
  const bp = BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, '0'));
  return Number((BigInt(stakeFen) * bp * BigInt(hits)) / (10_000n * BigInt(count)));
}

const choose3 = (n: number) => (n * (n - 1) * (n - 2)) / 6;

describe(`norm (官方) bets (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Syxw', 'Ffc']);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  const any3: BetItem = {
    playId: 'any-3',
    numbers: [1, 2, 3, 4, 5],
    unit: 'yuan',
    multiple: 2,
    count: 10,
    amountFen: 10 * 200 * 2,
    odds: normOdds('Syxw', 'any-3'),
  };
  const direct: BetItem = {
    playId: 'three-direct',
    option: 'back',
    sets: [
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [0, 2, 4, 6, 8],
    ],
    unit: 'jiao',
    multiple: 1,
    count: 125,
    amountFen: 125 * 20,
    odds: normOdds('Ffc', 'three-direct'),
  };

  it('refuses a client count or money that differs from the server count, and an empty selection', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 100_000);
    const place = (item: BetItem) =>
      kit.bets.place(member.id, { gameCode: 'Syxw', roomId: '1', items: [item] });
    const mismatch = { errorCode: BetErrorCode.InvalidSelection, message: BetMessages.normCountMismatch };
    await expect(place({ ...any3, count: 9 })).rejects.toMatchObject(mismatch);
    await expect(place({ ...any3, amountFen: 9 * 400 })).rejects.toMatchObject(mismatch);
    await expect(place({ ...any3, numbers: [1, 2], count: 0, amountFen: 200 })).rejects.toMatchObject({
      message: BetMessages.invalidSelection,
    });
    // the credit 任选三 is one 注 at fixed odds: five numbers for one stake are refused
    const creditOdds = findGameFamily('Syxw')
      ?.playGroups.credit.flatMap((g) => g.entries)
      .find((e) => e.playId === 'any-3')?.odds;
    const credit = { playId: 'any-3', numbers: [1, 2, 3, 4, 5], amountFen: 200, odds: creditOdds ?? '' };
    await expect(place(credit)).rejects.toMatchObject({
      errorCode: BetErrorCode.InvalidSelection,
      message: BetMessages.creditPick('3', '号码', '1–11'),
    });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 100_000, heldFen: 0 });
  });

  it('holds count × unit price × multiple, draws, and pays hits / count of the stake', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 100_000);
    const r1 = await kit.bets.place(member.id, { gameCode: 'Syxw', roomId: '1', items: [any3] });
    // no count sent: the server counts 125 itself
    const { count: _omit, ...directNoCount } = direct;
    const r2 = await kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [directNoCount] });
    expect(r1.totalFen).toBe(4_000);
    expect(r2.totalFen).toBe(2_500);
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 93_500, heldFen: 6_500 });

    kit.clock.advance(400_000);
    await kit.scheduler.tick();
    const syxw = await kit.draws.issue('Syxw', r1.issue);
    const ssc = await kit.draws.issue('Ffc', r2.issue);
    expect(syxw?.state).toBe('SETTLED');
    expect(ssc?.state).toBe('SETTLED');
    const syxwBalls = (syxw!.result as { balls: number[] }).balls;
    const sscBalls = (ssc!.result as { balls: number[] }).balls;

    const h = any3.numbers!.filter((n) => syxwBalls.includes(n)).length;
    const syxwPay = h >= 3 ? payout(4_000, any3.odds as string, choose3(h), 10) : 0;
    const back = sscBalls.slice(2, 5);
    const sscWon = back.every((d, i) => direct.sets![i]!.includes(d));
    const sscPay = sscWon ? payout(2_500, direct.odds as string, 1, 125) : 0;

    const rows = await t.db
      .selectFrom('bets')
      .select(['order_id', 'status', 'payout_fen'])
      .where('member_id', '=', member.id)
      .execute();
    const byOrder = new Map(rows.map((r) => [r.order_id, r]));
    expect(byOrder.get(r1.orderId)).toMatchObject({ status: h >= 3 ? 'won' : 'lost', payout_fen: syxwPay });
    expect(byOrder.get(r2.orderId)).toMatchObject({ status: sscWon ? 'won' : 'lost', payout_fen: sscPay });
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 93_500 + syxwPay + sscPay,
      heldFen: 0,
    });
  });

  it('a winning 直选 pays one 注 of its stake at the per-注 odds', async () => {
    // Bet every digit on every back position: 1000 注, certain to win exactly one.
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const item: BetItem = { ...direct, sets: [all, all, all], unit: 'fen', count: 1000, amountFen: 1000 * 2 };
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const r = await kit.bets.place(member.id, { gameCode: 'Ffc', roomId: '1', items: [item] });
    kit.clock.advance(120_000);
    await kit.scheduler.tick();
    expect((await kit.draws.issue('Ffc', r.issue))?.state).toBe('SETTLED');
    const expected = payout(2_000, direct.odds as string, 1, 1000);
    expect(expected).toBeGreaterThan(0);
    expect(await balances(t.db, member.id)).toMatchObject({
      balanceFen: 10_000 - 2_000 + expected,
      heldFen: 0,
    });
  });
});
