import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type K3Result,
  type Pk10Result,
  type SyxwResult,
  syxwAnyHits,
  syxwDanTuoHits,
} from '../../src/games';
import { combinations } from '../../src/games/common/combinatorics';
import { outcome, settleOne } from '../helpers';

const k3 = (a: number, b: number, c: number): K3Result => ({ game: 'k3', dice: [a, b, c], sum: a + b + c });

describe('K3', () => {
  it('大小单双 and combos lose on a triple (通杀) unless switched off', () => {
    expect(outcome(k3(6, 6, 5), { playId: 'big' })).toBe('win');
    expect(outcome(k3(1, 2, 4), { playId: 'small-odd' })).toBe('win');
    expect(outcome(k3(6, 6, 6), { playId: 'big' })).toBe('lose');
    expect(outcome(k3(2, 2, 2), { playId: 'even' })).toBe('lose');
    expect(outcome(k3(6, 6, 6), { playId: 'big' }, '2', {}, { tripleKillsTwoSides: false })).toBe('win');
  });
  it('和值, triples, pairs, distinct, straight', () => {
    expect(outcome(k3(1, 2, 4), { playId: 'sum', numbers: [7, 8] })).toBe('win');
    expect(outcome(k3(3, 3, 3), { playId: 'triple-any' })).toBe('win');
    expect(outcome(k3(3, 3, 3), { playId: 'triple', numbers: [3] })).toBe('win');
    expect(outcome(k3(3, 3, 3), { playId: 'triple', numbers: [4] })).toBe('lose');
    expect(outcome(k3(3, 3, 3), { playId: 'pair-any', numbers: [3] })).toBe('win');
    expect(outcome(k3(3, 5, 3), { playId: 'pair-exact', numbers: [3, 5] })).toBe('win');
    expect(outcome(k3(3, 3, 3), { playId: 'pair-exact', numbers: [3, 5] })).toBe('lose');
    expect(outcome(k3(4, 1, 6), { playId: 'three-distinct', numbers: [1, 4, 6] })).toBe('win');
    expect(outcome(k3(4, 1, 4), { playId: 'three-distinct', numbers: [1, 4, 6] })).toBe('lose');
    expect(
      settleOne(k3(4, 1, 6), { playId: 'two-distinct', numbers: [1, 4, 6] }, '4', { count: 3, stakeFen: 300 })
        .payoutFen,
    ).toBe(1200);
    expect(outcome(k3(5, 3, 4), { playId: 'straight-any' })).toBe('win');
    expect(outcome(k3(5, 3, 3), { playId: 'straight-any' })).toBe('lose');
  });
  it('三军 pays 1 + occurrences from its keyed table', () => {
    const table = { '1': '2', '2': '3', '3': '4' };
    expect(settleOne(k3(5, 5, 1), { playId: 'three-army', option: '5' }, table).payoutFen).toBe(300);
    expect(settleOne(k3(5, 5, 5), { playId: 'three-army', option: '5' }, table).payoutFen).toBe(400);
    expect(outcome(k3(1, 2, 3), { playId: 'three-army', option: '5' }, table)).toBe('lose');
  });
});

describe('11选5', () => {
  const res: SyxwResult = { game: 'syxw', balls: [3, 11, 7, 1, 5] };
  it('任选 hits follow C(h,k) and the k ≥ 6 rule', () => {
    expect(syxwAnyHits(2, [3, 11, 7, 9], res.balls)).toBe(3);
    expect(syxwAnyHits(5, [3, 11, 7, 1, 5, 2], res.balls)).toBe(1);
    expect(syxwAnyHits(6, [3, 11, 7, 1, 5, 2, 4], res.balls)).toBe(2);
    expect(syxwAnyHits(6, [3, 11, 7, 1, 2, 4], res.balls)).toBe(0);
    expect(outcome(res, { playId: 'any-1', numbers: [7] })).toBe('win');
    expect(outcome(res, { playId: 'any-8', numbers: [3, 11, 7, 1, 5, 2, 4, 6] })).toBe('win');
  });
  it('胆拖 agrees with expanding the 注', () => {
    const all = Array.from({ length: 11 }, (_, i) => i + 1);
    for (const k of [2, 3, 5, 6, 7]) {
      const dan = [3, 2];
      const tuo = all.filter((n) => !dan.includes(n)).slice(0, 7);
      let brute = 0;
      const pick = (start: number, chosen: number[]) => {
        if (chosen.length === k - dan.length) {
          brute += syxwAnyHits(k, [...dan, ...chosen], res.balls);
          return;
        }
        for (let i = start; i < tuo.length; i++) pick(i + 1, [...chosen, tuo[i]!]);
      };
      pick(0, []);
      expect(syxwDanTuoHits(k, dan, tuo, res.balls)).toBe(brute);
    }
    expect(combinations(5, 2)).toBe(10);
  });
  it('胆拖 agrees with expanding the 注 for any dan, tuo and draw (more drawn tuo than places included)', () => {
    const ball = fc.integer({ min: 1, max: 11 });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.uniqueArray(ball, { minLength: 11, maxLength: 11 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 10 }),
        (k, order, danCount, tuoCount) => {
          const dan = order.slice(0, Math.min(danCount, k - 1));
          const tuo = order.slice(dan.length, dan.length + tuoCount);
          const balls = [...order].sort((a, b) => ((a * 7) % 11) - ((b * 7) % 11)).slice(0, 5);
          let brute = 0;
          const pick = (start: number, chosen: number[]) => {
            if (chosen.length === k - dan.length) {
              brute += syxwAnyHits(k, [...dan, ...chosen], balls);
              return;
            }
            for (let i = start; i < tuo.length; i++) pick(i + 1, [...chosen, tuo[i]!]);
          };
          pick(0, []);
          expect(syxwDanTuoHits(k, dan, tuo, balls)).toBe(brute);
        },
      ),
      { numRuns: 300 },
    );
  });
  it('前一/前二/前三 direct and group, 定位胆', () => {
    expect(outcome(res, { playId: 'front1-direct', sets: [[3]] })).toBe('win');
    expect(outcome(res, { playId: 'front2-direct', sets: [[3], [11]] })).toBe('win');
    expect(outcome(res, { playId: 'front2-direct', sets: [[11], [3]] })).toBe('lose');
    expect(outcome(res, { playId: 'front2-group', numbers: [11, 3] })).toBe('win');
    expect(outcome(res, { playId: 'front3-direct', sets: [[3], [11], [7, 8]] })).toBe('win');
    expect(outcome(res, { playId: 'front3-group', numbers: [7, 3, 11] })).toBe('win');
    expect(outcome(res, { playId: 'front3-group', numbers: [7, 3, 1] })).toBe('lose');
    expect(outcome(res, { playId: 'fixed-position', sets: [[3], [], [], [], [5]] })).toBe('win');
    expect(outcome(res, { playId: 'any-2', numbers: [3, 3] })).toBe('refund');
  });
});

describe('PK10 with 宝斗', () => {
  const res: Pk10Result = { game: 'pk10', order: [3, 6, 1, 10, 2, 9, 4, 8, 5, 7] };
  it('positions, two sides, dragon/tiger', () => {
    expect(outcome(res, { playId: 'rank-number', position: 2, numbers: [6] })).toBe('win');
    expect(outcome(res, { playId: 'rank-big', position: 4 })).toBe('win');
    expect(outcome(res, { playId: 'rank-odd', position: 1 })).toBe('win');
    expect(outcome(res, { playId: 'dragon', position: 1 })).toBe('lose');
    expect(outcome(res, { playId: 'tiger', position: 1 })).toBe('win');
    expect(outcome(res, { playId: 'dragon', position: 2 })).toBe('win');
    expect(outcome(res, { playId: 'dragon', position: 3 })).toBe('lose');
    expect(outcome(res, { playId: 'dragon', position: 4 })).toBe('win');
  });
  it('冠亚和 and 宝斗 入 (9–12) / 出', () => {
    expect(outcome(res, { playId: 'top-two-sum', option: '9' })).toBe('win');
    expect(outcome(res, { playId: 'top-two-small' })).toBe('win');
    expect(outcome(res, { playId: 'top-two-odd' })).toBe('win');
    expect(outcome(res, { playId: 'bao-dou-in' })).toBe('win');
    expect(outcome({ ...res, order: [6, 7, 1, 2, 3, 4, 5, 8, 9, 10] }, { playId: 'bao-dou-out' })).toBe(
      'win',
    );
    expect(outcome({ ...res, order: [6, 7, 1, 2, 3, 4, 5, 8, 9, 10] }, { playId: 'bao-dou-in' })).toBe(
      'lose',
    );
    expect(outcome(res, { playId: 'top-three-small' })).toBe('win');
  });
});
