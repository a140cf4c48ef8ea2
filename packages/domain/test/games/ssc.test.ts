import { describe, expect, it } from 'vitest';
import { type SscResult, suohaHand } from '../../src/games';
import { outcome, settleOne } from '../helpers';

const r = (...balls: number[]): SscResult => ({ game: 'ssc', balls });

describe('SSC credit plays', () => {
  const res = r(7, 2, 3, 0, 5);
  it('定位 and per-ball 两面 incl. 质合', () => {
    expect(outcome(res, { playId: 'ball-digit', position: 1, numbers: [7] })).toBe('win');
    expect(outcome(res, { playId: 'ball-digit', position: 2, numbers: [7] })).toBe('lose');
    expect(outcome(res, { playId: 'ball-big', position: 1 })).toBe('win');
    expect(outcome(res, { playId: 'ball-small', position: 2 })).toBe('win');
    expect(outcome(res, { playId: 'ball-odd', position: 3 })).toBe('win');
    expect(outcome(res, { playId: 'ball-even', position: 4 })).toBe('win');
    expect(outcome(r(1, 0, 0, 0, 0), { playId: 'ball-prime', position: 1 })).toBe('win');
    expect(outcome(r(9, 0, 0, 0, 0), { playId: 'ball-composite', position: 1 })).toBe('win');
    expect(outcome(r(0, 0, 0, 0, 0), { playId: 'ball-composite', position: 1 })).toBe('win');
    expect(outcome(res, { playId: 'ball-big', position: 6 })).toBe('refund');
  });
  it('总和 大 ≥ 23 / 小 ≤ 22', () => {
    expect(outcome(r(5, 5, 5, 5, 3), { playId: 'sum-big' })).toBe('win');
    expect(outcome(r(5, 5, 5, 5, 2), { playId: 'sum-small' })).toBe('win');
    expect(outcome(r(5, 5, 5, 5, 2), { playId: 'sum-odd' })).toBe('lose');
    expect(outcome(r(5, 5, 5, 5, 2), { playId: 'sum-even' })).toBe('win');
  });
  it('龙虎和: a tie loses 龙/虎 unless 和退本', () => {
    expect(outcome(r(8, 0, 0, 0, 3), { playId: 'dragon' })).toBe('win');
    expect(outcome(r(3, 0, 0, 0, 8), { playId: 'tiger' })).toBe('win');
    expect(outcome(r(3, 0, 0, 0, 3), { playId: 'dragon' })).toBe('lose');
    expect(outcome(r(3, 0, 0, 0, 3), { playId: 'tiger' }, '2', {}, { tieRefund: true })).toBe('push');
    expect(settleOne(r(3, 0, 0, 0, 3), { playId: 'tie' }, '9').payoutFen).toBe(900);
  });
  it('前中后三 forms, 顺子 wraps', () => {
    const f = (balls: number[], id: string, option = 'front') =>
      outcome(r(...balls), { playId: `form-${id}`, option });
    expect(f([4, 4, 4, 0, 0], 'leopard')).toBe('win');
    expect(f([9, 0, 1, 0, 0], 'straight')).toBe('win');
    expect(f([8, 9, 0, 0, 0], 'straight')).toBe('win');
    expect(f([0, 0, 3, 4, 2], 'straight', 'back')).toBe('win');
    expect(f([1, 1, 5, 0, 0], 'pair')).toBe('win');
    expect(f([1, 2, 5, 0, 0], 'half-straight')).toBe('win');
    expect(f([9, 0, 5, 0, 0], 'half-straight')).toBe('win');
    expect(f([1, 3, 5, 0, 0], 'mixed')).toBe('win');
    expect(f([1, 3, 5, 0, 0], 'pair', 'middle')).toBe('lose');
  });
  it('斗牛 plays; 无牛 loses big/small/odd/even', () => {
    expect(outcome(r(1, 2, 7, 5, 5), { playId: 'bull-value', option: '10' })).toBe('win');
    expect(outcome(r(1, 2, 7, 5, 3), { playId: 'bull-big' })).toBe('win');
    expect(outcome(r(1, 2, 7, 5, 3), { playId: 'bull-even' })).toBe('win');
    expect(outcome(r(1, 2, 7, 1, 1), { playId: 'bull-small' })).toBe('win');
    expect(outcome(r(1, 2, 7, 1, 1), { playId: 'bull-odd' })).toBe('lose');
    for (const id of ['bull-big', 'bull-small', 'bull-odd', 'bull-even'])
      expect(outcome(r(1, 1, 1, 1, 2), { playId: id })).toBe('lose');
  });
  it('梭哈 hands', () => {
    expect(suohaHand([3, 3, 3, 3, 3])).toBe('five-kind');
    expect(suohaHand([3, 3, 3, 3, 1])).toBe('four-kind');
    expect(suohaHand([3, 3, 3, 1, 1])).toBe('full-house');
    expect(suohaHand([8, 9, 0, 1, 2])).toBe('straight');
    expect(suohaHand([3, 3, 3, 1, 2])).toBe('three-kind');
    expect(suohaHand([3, 3, 1, 1, 2])).toBe('two-pair');
    expect(suohaHand([3, 3, 1, 5, 2])).toBe('one-pair');
    expect(suohaHand([0, 2, 4, 6, 8])).toBe('high');
    expect(outcome(r(5, 6, 7, 8, 9), { playId: 'suoha', option: 'straight' })).toBe('win');
  });
});

describe('SSC norm plays', () => {
  const res = r(1, 2, 3, 3, 8);
  it('直选 and 和值 / 跨度', () => {
    expect(outcome(res, { playId: 'five-direct', sets: [[1], [2, 5], [3], [3], [8]] })).toBe('win');
    expect(outcome(res, { playId: 'five-direct', sets: [[1], [5], [3], [3], [8]] })).toBe('lose');
    expect(outcome(res, { playId: 'three-direct', option: 'back', sets: [[3], [3], [8]] })).toBe('win');
    expect(outcome(res, { playId: 'three-direct-sum', option: 'front', numbers: [6] })).toBe('win');
    expect(outcome(res, { playId: 'three-span', option: 'back', numbers: [5] })).toBe('win');
    expect(outcome(res, { playId: 'two-direct', option: 'back', sets: [[3], [8]] })).toBe('win');
    expect(outcome(res, { playId: 'two-direct-sum', option: 'front', numbers: [3] })).toBe('win');
  });
  it('组三 / 组六 / 组选和值 / 包胆 / 二星组选', () => {
    expect(outcome(res, { playId: 'group-three', option: 'back', numbers: [3, 8] })).toBe('win');
    expect(outcome(res, { playId: 'group-three', option: 'front', numbers: [1, 2, 3] })).toBe('lose');
    expect(outcome(res, { playId: 'group-six', option: 'front', numbers: [1, 2, 3, 9] })).toBe('win');
    expect(outcome(res, { playId: 'group-six', option: 'back', numbers: [3, 8, 9] })).toBe('lose');
    expect(outcome(r(4, 4, 4, 0, 0), { playId: 'group-sum', option: 'front', numbers: [12] })).toBe('lose');
    expect(outcome(res, { playId: 'group-sum', option: 'back', numbers: [14] })).toBe('win');
    const bao = settleOne(
      res,
      { playId: 'group-bao-dan', option: 'back', numbers: [3, 8] },
      { 'group-three': '300', 'group-six': '150' },
      { count: 108, stakeFen: 10_800 },
    );
    expect(bao).toMatchObject({ outcome: 'win', payoutFen: 60_000 });
    expect(outcome(res, { playId: 'two-group', option: 'front', numbers: [1, 2] })).toBe('win');
    expect(outcome(r(3, 3, 0, 0, 0), { playId: 'two-group', option: 'front', numbers: [3, 4] })).toBe('lose');
  });
  it('定位胆 pays each position hit', () => {
    const s = settleOne(res, { playId: 'fixed-position', sets: [[1], [2], [], [9], [8]] }, '9', {
      count: 4,
      stakeFen: 800,
    });
    expect(s).toMatchObject({ outcome: 'win', payoutFen: 3 * 200 * 9 });
  });
});
