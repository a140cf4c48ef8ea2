import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SyxwResult } from '../games/syxw/result';
import { settleBet } from '../settlement/settle';
import { isNormPlay, normBetCount } from './norm-count';

describe('normBetCount', () => {
  it('11选5 任选 k: C(n, k) of the chosen numbers, 0 below k', () => {
    expect(normBetCount('syxw', 'any-3', { playId: 'any-3', numbers: [1, 2, 3] })).toBe(1);
    expect(normBetCount('syxw', 'any-3', { playId: 'any-3', numbers: [1, 2, 3, 4, 5] })).toBe(10);
    expect(normBetCount('syxw', 'any-5', { playId: 'any-5', numbers: [1, 2, 3, 4] })).toBe(0);
    expect(normBetCount('syxw', 'any-2', { playId: 'any-2', numbers: [1, 12] })).toBe(0);
  });

  it('11选5 胆拖 and 直选', () => {
    const dt = { playId: 'dan-tuo-3', dan: [1], numbers: [2, 3, 4, 5] };
    expect(normBetCount('syxw', 'dan-tuo-3', dt)).toBe(6); // C(4, 2)
    expect(normBetCount('syxw', 'dan-tuo-3', { ...dt, numbers: [1, 2, 3] })).toBe(0); // 1 is dan and tuo
    const f2 = {
      playId: 'front2-direct',
      sets: [
        [1, 2],
        [2, 3],
      ],
    };
    expect(normBetCount('syxw', 'front2-direct', f2)).toBe(3); // (1,2) (1,3) (2,3)
    expect(normBetCount('syxw', 'front2-direct', { ...f2, sets: [[1, 2]] })).toBe(0);
    const fixed = { playId: 'fixed-position', sets: [[1, 11], [], [5], [], []] };
    expect(normBetCount('syxw', 'fixed-position', fixed)).toBe(3);
  });

  it('SSC 直选 is the product of the positions and needs its segment option', () => {
    const sel = { playId: 'three-direct', option: 'back', sets: [[1, 2], [3], [4, 5, 6]] };
    expect(normBetCount('ssc', 'three-direct', sel)).toBe(6);
    expect(normBetCount('ssc', 'three-direct', { ...sel, option: undefined })).toBe(0);
    expect(normBetCount('ssc', 'three-direct', { ...sel, sets: [[1], [2]] })).toBe(0);
    expect(normBetCount('ssc', 'three-direct', { ...sel, sets: [[1, 1], [2], [3]] })).toBe(0);
    expect(
      normBetCount('ssc', 'five-direct', { playId: 'five-direct', sets: [[0], [1], [2], [3], [10]] }),
    ).toBe(0);
    expect(
      normBetCount('ssc', 'group-bao-dan', { playId: 'group-bao-dan', option: 'front', numbers: [3, 4] }),
    ).toBe(108);
  });

  it('K3 official plays', () => {
    expect(normBetCount('k3', 'sum', { playId: 'sum', numbers: [3, 10, 18] })).toBe(3);
    expect(normBetCount('k3', 'sum', { playId: 'sum', numbers: [2] })).toBe(0);
    expect(normBetCount('k3', 'two-distinct', { playId: 'two-distinct', numbers: [1, 2, 3, 4] })).toBe(6);
    expect(normBetCount('k3', 'pair-exact', { playId: 'pair-exact', numbers: [2, 2] })).toBe(0);
    expect(normBetCount('k3', 'triple-any', { playId: 'triple-any' })).toBe(1);
  });

  it('credit-only and unknown plays are not norm plays and count 0', () => {
    expect(isNormPlay('ssc', 'ball-big')).toBe(false);
    expect(isNormPlay('pc28', 'big')).toBe(false);
    expect(isNormPlay('syxw', 'any-3')).toBe(true);
    expect(normBetCount('ssc', 'ball-big', { playId: 'ball-big' })).toBe(0);
    expect(normBetCount('ssc', 'toString', { playId: 'toString' })).toBe(0);
  });

  it('a selection never counts negative or fractional', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2, max: 14 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 8 }),
        (n, k) => {
          const c = normBetCount('syxw', `any-${k}`, { playId: `any-${k}`, numbers: n });
          expect(Number.isSafeInteger(c) && c >= 0).toBe(true);
        },
      ),
    );
  });
});

describe('settlement derives the count of a norm bet from its selection', () => {
  const result: SyxwResult = { game: 'syxw', balls: [1, 2, 3, 9, 10] };
  it('任选三 over 5 numbers (10 注) with 3 drawn wins 1 注 of the stake', () => {
    const bet = {
      id: '1',
      selection: { playId: 'any-3', numbers: [1, 2, 3, 4, 5] },
      stakeFen: 2000,
      odds: '9.5',
    };
    // 2000 fen over 10 注 = 200 per 注; one 注 hit at 9.5 → 1900
    expect(settleBet(result, bet)).toMatchObject({ outcome: 'win', payoutFen: 1900 });
    expect(settleBet(result, { ...bet, count: 1 })).toMatchObject({ outcome: 'win', payoutFen: 19000 });
  });

  it('an invalid stored norm selection is refunded, not paid', () => {
    const bet = { id: '2', selection: { playId: 'any-3', numbers: [1, 2] }, stakeFen: 200, odds: '9.5' };
    expect(settleBet(result, bet)).toMatchObject({ outcome: 'refund', payoutFen: 200 });
  });
});
