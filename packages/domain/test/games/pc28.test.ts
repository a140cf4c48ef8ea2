import { describe, expect, it } from 'vitest';
import {
  drawPc28,
  HEDGE_PAIRS,
  PC28_NO_HEDGING,
  type Pc28Result,
  pc28DigitsFromKeno,
  pc28HedgeBreaches,
  pc28IsHedged,
} from '../../src/games';
import { outcome, scriptedRng, settleOne } from '../helpers';

const r = (a: number, b: number, c: number): Pc28Result => ({
  game: 'pc28',
  source: 'direct',
  digits: [a, b, c],
  sum: a + b + c,
});

describe('PC28 derivation', () => {
  it('Beijing positions give 3+2+8=13 on the B §3 vector', () => {
    const keno = [1, 3, 13, 16, 23, 27, 40, 41, 45, 49, 53, 54, 57, 62, 63, 67, 68, 71, 72, 78];
    const res = pc28DigitsFromKeno([...keno].reverse(), 'beijing');
    expect(res.digits).toEqual([3, 2, 8]);
    expect(res.sum).toBe(13);
  });
  it('Canada positions give 8+8+4=20 on the B §3 vector', () => {
    const keno = [7, 8, 14, 16, 17, 22, 26, 34, 39, 41, 42, 48, 54, 58, 63, 64, 69, 72, 73, 79];
    expect(pc28DigitsFromKeno(keno, 'canada').digits).toEqual([8, 8, 4]);
  });
  it('direct draw takes three digits from the rng', () => {
    expect(drawPc28(scriptedRng([4, 0, 9]), 'direct')).toEqual(r(4, 0, 9));
  });
});

describe('PC28 plays', () => {
  it('big/small/odd/even away from 13/14', () => {
    expect(outcome(r(9, 9, 9), { playId: 'big' })).toBe('win');
    expect(outcome(r(9, 9, 9), { playId: 'small' })).toBe('lose');
    expect(outcome(r(0, 0, 1), { playId: 'odd' })).toBe('win');
    expect(outcome(r(0, 0, 1), { playId: 'even' })).toBe('lose');
  });
  it('13/14: 大小单双 winners pay 1.6, losers lose', () => {
    const s = settleOne(r(4, 4, 5), { playId: 'small' }, '1.98');
    expect(s).toMatchObject({ outcome: 'win', payoutFen: 160 });
    expect(settleOne(r(4, 5, 5), { playId: 'even' }, '1.98').payoutFen).toBe(160);
    expect(outcome(r(4, 5, 5), { playId: 'small' })).toBe('lose');
  });
  it('13/14: winning combos return the stake, losing combos lose', () => {
    expect(settleOne(r(4, 4, 5), { playId: 'small-odd' }, '3.7')).toMatchObject({
      outcome: 'push',
      payoutFen: 100,
    });
    expect(settleOne(r(4, 5, 5), { playId: 'big-even' }, '3.7')).toMatchObject({
      outcome: 'push',
      payoutFen: 100,
    });
    expect(outcome(r(4, 5, 5), { playId: 'big-odd' })).toBe('lose');
    expect(outcome(r(9, 9, 0), { playId: 'big-even' })).toBe('win');
  });
  it('13/14 tiers by issue stake pick the highest exceeded tier', () => {
    const tiers = [
      { overFen: 100_000, dxdsOdds: '1.5', comboOdds: null },
      { overFen: 1_000_000, dxdsOdds: null, comboOdds: null },
    ];
    const play = (issueStakeFen: number) =>
      settleOne(r(4, 4, 5), { playId: 'small' }, '1.98', { issueStakeFen }, { tiers1314: tiers });
    expect(play(50_000).payoutFen).toBe(160);
    expect(play(200_000).payoutFen).toBe(150);
    expect(play(2_000_000).outcome).toBe('push');
  });
  it('回本 on a hedge: with both sides held, 13/14 wins return the stake (room setting)', () => {
    const on = { hedged1314Refund: true };
    const hedged = { issuePlayIds: ['big', 'small'] };
    // 13 on 小 with 大 also held: stake back instead of 1.6.
    expect(settleOne(r(4, 4, 5), { playId: 'small' }, '1.98', hedged, on)).toMatchObject({
      outcome: 'push',
      payoutFen: 100,
    });
    // Not hedged (only one side held), or the setting off: the usual 13/14 odds.
    expect(
      settleOne(r(4, 4, 5), { playId: 'small' }, '1.98', { issuePlayIds: ['small', 'odd'] }, on).payoutFen,
    ).toBe(160);
    expect(settleOne(r(4, 4, 5), { playId: 'small' }, '1.98', hedged).payoutFen).toBe(160);
    // Away from 13/14 a hedged win pays in full; opposite combos count as a hedge.
    expect(settleOne(r(9, 9, 9), { playId: 'big' }, '1.98', hedged, on).payoutFen).toBe(198);
    const combos = { issuePlayIds: ['big-even', 'small-odd'] };
    expect(
      settleOne(r(4, 5, 5), { playId: 'big-even' }, '3.7', combos, { ...on, combo1314Odds: '2' }).outcome,
    ).toBe('push');
  });
  it('hedging rules: each room setting refuses its pairs, the exception threshold lifts them', () => {
    const all = {
      oppositeSides: true,
      killCombo: true,
      sameCombo: true,
      oppositeCombo: true,
      exceptOverFen: 0,
    };
    expect(pc28HedgeBreaches(PC28_NO_HEDGING, ['big', 'small', 'big-odd', 'small-even'], 100)).toEqual([]);
    expect(pc28HedgeBreaches(all, ['big', 'small'], 100)).toEqual(['oppositeSides']);
    expect(pc28HedgeBreaches(all, ['big', 'small-odd'], 100)).toEqual(['killCombo']);
    expect(pc28HedgeBreaches(all, ['big-odd', 'small-odd'], 100)).toEqual(['sameCombo']);
    expect(pc28HedgeBreaches(all, ['big-odd', 'small-even'], 100)).toEqual(['oppositeCombo']);
    expect(pc28HedgeBreaches(all, ['big', 'odd', 'big-odd', 'leopard'], 100)).toEqual([]);
    expect(pc28HedgeBreaches({ ...all, killCombo: false }, ['even', 'big-odd'], 100)).toEqual([]);
    // 例外: above the threshold (this order included) the rules do not apply; at it they still do.
    const except = { ...all, exceptOverFen: 1_000 };
    expect(pc28HedgeBreaches(except, ['big', 'small'], 1_001)).toEqual([]);
    expect(pc28HedgeBreaches(except, ['big', 'small'], 1_000)).toEqual(['oppositeSides']);
    // Every pair is refused whichever side came first.
    for (const [rule, pairs] of Object.entries(HEDGE_PAIRS))
      for (const [a, b] of pairs) expect(pc28HedgeBreaches(all, [b, a], 1)).toContain(rule);
    expect(pc28IsHedged(['odd', 'even'])).toBe(true);
    expect(pc28IsHedged(['big', 'small-odd'])).toBe(false);
  });
  it('extremes, leopard, pair, straight (no wrap)', () => {
    expect(outcome(r(9, 9, 4), { playId: 'extreme-big' })).toBe('win');
    expect(outcome(r(9, 9, 3), { playId: 'extreme-big' })).toBe('lose');
    expect(outcome(r(0, 5, 0), { playId: 'extreme-small' })).toBe('win');
    expect(outcome(r(7, 7, 7), { playId: 'leopard' })).toBe('win');
    expect(outcome(r(7, 7, 7), { playId: 'pair' })).toBe('lose');
    expect(outcome(r(7, 2, 7), { playId: 'pair' })).toBe('win');
    expect(outcome(r(5, 3, 4), { playId: 'straight' })).toBe('win');
    expect(outcome(r(8, 9, 0), { playId: 'straight' })).toBe('lose');
    expect(outcome(r(9, 0, 1), { playId: 'straight' })).toBe('lose');
  });
  it('colours; 0/13/14/27 have none', () => {
    expect(outcome(r(1, 1, 1), { playId: 'red' })).toBe('win');
    expect(outcome(r(0, 0, 1), { playId: 'green' })).toBe('win');
    expect(outcome(r(0, 0, 2), { playId: 'blue' })).toBe('win');
    for (const d of [r(0, 0, 0), r(4, 4, 5), r(4, 5, 5), r(9, 9, 9)])
      for (const c of ['red', 'green', 'blue']) expect(outcome(d, { playId: c })).toBe('lose');
  });
  it('特码 and 包三', () => {
    expect(outcome(r(1, 2, 3), { playId: 'sum', option: '6' })).toBe('win');
    expect(outcome(r(1, 2, 3), { playId: 'sum', option: '7' })).toBe('lose');
    expect(outcome(r(1, 2, 3), { playId: 'sum-three', numbers: [5, 6, 7] })).toBe('win');
    expect(outcome(r(1, 2, 3), { playId: 'sum-three', numbers: [5, 6] })).toBe('refund');
  });
});
