import { describe, expect, it } from 'vitest';
import {
  ballElement,
  ballZodiac,
  isValidKenoPick,
  type KenoResult,
  kenoPickCount,
  lunarYearOf,
  type MarkSixResult,
  markSixColour,
  ZODIAC_NAMES,
  zodiacBalls,
} from '../../src/games';
import { outcome, settleOne } from '../helpers';

/** Twenty numbers with a given sum: 1..19 plus the remainder (kept distinct and ≤ 80 by the callers). */
const keno = (numbers: number[]): KenoResult => ({ game: 'keno', numbers });
const withSum = (sum: number) => {
  const base = Array.from({ length: 19 }, (_, i) => i * 4 + 2);
  return keno([...base, sum - base.reduce((a, b) => a + b, 0)]);
};

describe('Keno 快乐8', () => {
  it('sum 810 refunds 大/小 and combos; 单双 settle', () => {
    const r = withSum(810);
    expect(r.numbers.reduce((a, b) => a + b, 0)).toBe(810);
    for (const id of ['sum-big', 'sum-small', 'big-odd', 'big-even', 'small-odd', 'small-even'])
      expect(outcome(r, { playId: id })).toBe('push');
    expect(outcome(r, { playId: 'sum-even' })).toBe('win');
    expect(outcome(withSum(811), { playId: 'sum-big' })).toBe('win');
    expect(outcome(withSum(811), { playId: 'big-odd' })).toBe('win');
    expect(outcome(withSum(809), { playId: 'small-odd' })).toBe('win');
  });
  it('上下盘, 奇偶盘, 五行', () => {
    const low = keno(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(outcome(low, { playId: 'upper' })).toBe('win');
    expect(outcome(low, { playId: 'odd-even-tie' })).toBe('win');
    expect(outcome(low, { playId: 'element-metal' })).toBe('win');
    const split = keno([
      ...Array.from({ length: 10 }, (_, i) => i + 1),
      ...Array.from({ length: 10 }, (_, i) => i + 41),
    ]);
    expect(outcome(split, { playId: 'upper-lower-tie' })).toBe('win');
    const high = keno(Array.from({ length: 20 }, (_, i) => 80 - i));
    expect(outcome(high, { playId: 'lower' })).toBe('win');
    expect(outcome(high, { playId: 'element-earth' })).toBe('win');
    expect(outcome(withSum(800), { playId: 'element-water' })).toBe('win');
  });
  it('选k pays by hits from its table; an unlisted hit count loses', () => {
    const low = keno(Array.from({ length: 20 }, (_, i) => i + 1));
    const table = { '2': '2.5', '3': '40' };
    expect(settleOne(low, { playId: 'pick-3', numbers: [1, 2, 3] }, table).payoutFen).toBe(4000);
    expect(settleOne(low, { playId: 'pick-3', numbers: [1, 2, 50] }, table).payoutFen).toBe(250);
    expect(outcome(low, { playId: 'pick-3', numbers: [1, 60, 50] }, table)).toBe('lose');
  });
  it('a 选k selection is valid only with exactly k distinct numbers of 1..80', () => {
    expect([1, 2, 3, 4, 5].map((k) => kenoPickCount(`pick-${k}`))).toEqual([1, 2, 3, 4, 5]);
    expect(kenoPickCount('pick-6')).toBeNull();
    expect(kenoPickCount('sum-big')).toBeNull();
    expect(isValidKenoPick({ playId: 'pick-3', numbers: [1, 40, 80] })).toBe(true);
    expect(isValidKenoPick({ playId: 'pick-3' })).toBe(false);
    expect(isValidKenoPick({ playId: 'pick-3', numbers: [1, 40] })).toBe(false);
    expect(isValidKenoPick({ playId: 'pick-3', numbers: [1, 40, 80, 5] })).toBe(false);
    expect(isValidKenoPick({ playId: 'pick-3', numbers: [1, 40, 40] })).toBe(false);
    expect(isValidKenoPick({ playId: 'pick-2', numbers: [0, 40] })).toBe(false);
    expect(isValidKenoPick({ playId: 'pick-2', numbers: [81, 40] })).toBe(false);
    expect(isValidKenoPick({ playId: 'sum-big' })).toBe(true);
  });
});

const six = (balls: number[], special: number, drawDate = '2026-03-01'): MarkSixResult => ({
  game: 'mark-six',
  balls,
  special,
  drawDate,
});

describe('Mark Six zodiac and colours', () => {
  it('CNY boundary decides the year: 2026-02-16 蛇, 2026-02-17 马, 2027-02-06 羊', () => {
    expect(lunarYearOf('2025-01-28')).toBe(2024);
    expect(lunarYearOf('2025-01-29')).toBe(2025);
    expect(lunarYearOf('2026-02-16')).toBe(2025);
    expect(lunarYearOf('2026-02-17')).toBe(2026);
    expect(lunarYearOf('2027-02-06')).toBe(2027);
  });
  it('2026 table of B §9 and the 2008 check', () => {
    expect(zodiacBalls(6, 2026)).toEqual([1, 13, 25, 37, 49]);
    expect(ZODIAC_NAMES[ballZodiac(2, 2026)]).toBe('蛇');
    expect(ZODIAC_NAMES[ballZodiac(12, 2026)]).toBe('羊');
    expect(zodiacBalls(0, 2026)).toEqual([7, 19, 31, 43]);
    expect(zodiacBalls(0, 2008)).toEqual([1, 13, 25, 37, 49]);
    expect(zodiacBalls(11, 2008)).toEqual([2, 14, 26, 38]);
    expect(zodiacBalls(1, 2008)).toEqual([12, 24, 36, 48]);
  });
  it('colours: 17 red, 16 blue, 16 green', () => {
    const counts = { red: 0, blue: 0, green: 0 };
    for (let n = 1; n <= 49; n++) counts[markSixColour(n)]++;
    expect(counts).toEqual({ red: 17, blue: 16, green: 16 });
  });
  it('五行 defaults to the 纳音 of the ball year; a config table overrides', () => {
    expect(ballElement(1, 2024)).toBe('fire'); // 2024 甲辰 覆灯火
    expect(ballElement(1, 1984)).toBe('metal'); // 甲子 海中金
    expect(ballElement(1, 2024, { wood: [1] })).toBe('wood');
  });
});

describe('Mark Six plays', () => {
  const r = six([3, 14, 25, 36, 47, 8], 19);
  it('special 49 refunds 两面/合数/尾大小/半波/六肖 but not 特码/特肖/波色', () => {
    const r49 = six([1, 2, 3, 4, 5, 6], 49);
    for (const id of [
      'special-big',
      'special-small',
      'special-odd',
      'special-even',
      'special-sum-odd',
      'special-sum-even',
      'special-tail-big',
      'special-tail-small',
    ])
      expect(outcome(r49, { playId: id })).toBe('push');
    expect(outcome(r49, { playId: 'half-wave', option: 'green-odd' })).toBe('push');
    expect(outcome(r49, { playId: 'six-zodiac', option: 'hit', numbers: [0, 1, 2, 3, 4, 5] })).toBe('push');
    expect(outcome(r49, { playId: 'special-number', numbers: [49] })).toBe('win');
    expect(outcome(r49, { playId: 'special-zodiac', option: '6' })).toBe('win');
    expect(outcome(r49, { playId: 'special-colour', option: 'green' })).toBe('win');
  });
  it('正码k = 49 refunds that position’s 两面', () => {
    const r49 = six([1, 49, 3, 4, 5, 6], 10);
    expect(outcome(r49, { playId: 'regular-k-big', position: 2 })).toBe('push');
    expect(outcome(r49, { playId: 'regular-k-big', position: 1 })).toBe('lose');
    expect(outcome(r49, { playId: 'regular-k-number', position: 2, numbers: [49] })).toBe('win');
  });
  it('special two sides, 合数, tails, colours, 半波', () => {
    expect(outcome(r, { playId: 'special-small' })).toBe('win');
    expect(outcome(r, { playId: 'special-odd' })).toBe('win');
    expect(outcome(r, { playId: 'special-sum-even' })).toBe('win');
    expect(outcome(r, { playId: 'special-sum-big' })).toBe('win');
    expect(outcome(r, { playId: 'special-tail-big' })).toBe('win');
    expect(outcome(r, { playId: 'special-colour', option: 'red' })).toBe('win');
    expect(outcome(r, { playId: 'half-wave', option: 'red-small' })).toBe('win');
    expect(outcome(r, { playId: 'half-wave', option: 'red-even' })).toBe('lose');
  });
  it('zodiac plays follow the draw date (19 is 鼠 in 2026, 马 … )', () => {
    expect(outcome(r, { playId: 'special-zodiac', option: '0' })).toBe('win');
    expect(outcome({ ...r, drawDate: '2026-02-16' }, { playId: 'special-zodiac', option: '0' })).toBe('lose');
    expect(outcome(r, { playId: 'special-wild' })).toBe('win');
    expect(outcome(r, { playId: 'one-zodiac', option: '6' })).toBe('win'); // 25 is 马 in 2026
    expect(outcome(r, { playId: 'one-tail', option: '9' })).toBe('win');
    expect(outcome(r, { playId: 'one-tail', option: '0' })).toBe('lose');
    expect(outcome(r, { playId: 'zodiac-link', option: 'hit', numbers: [0, 6] })).toBe('win');
    expect(outcome(r, { playId: 'tail-link', option: 'miss', numbers: [0, 1] })).toBe('win');
    expect(outcome(r, { playId: 'six-zodiac', option: 'miss', numbers: [1, 2, 3, 4, 5, 6] })).toBe('win');
  });
  it('totals, 正码, 连码, 不中', () => {
    expect(outcome(r, { playId: 'total-small' })).toBe('win'); // 152
    expect(outcome(r, { playId: 'total-even' })).toBe('win');
    expect(outcome(r, { playId: 'regular-number', numbers: [14] })).toBe('win');
    expect(outcome(r, { playId: 'regular-number', numbers: [19] })).toBe('lose');
    expect(outcome(r, { playId: 'three-all', numbers: [3, 14, 25] })).toBe('win');
    const keyed = { two: '22', three: '100' };
    expect(settleOne(r, { playId: 'three-two', numbers: [3, 14, 2] }, keyed).payoutFen).toBe(2200);
    expect(settleOne(r, { playId: 'three-two', numbers: [3, 14, 25] }, keyed).payoutFen).toBe(10_000);
    expect(
      settleOne(r, { playId: 'two-special', numbers: [3, 19] }, { two: '50', special: '30' }).payoutFen,
    ).toBe(3000);
    expect(outcome(r, { playId: 'special-pair', numbers: [3, 19] })).toBe('win');
    expect(outcome(r, { playId: 'special-pair', numbers: [3, 14] })).toBe('lose');
    expect(outcome(r, { playId: 'not-hit-5', numbers: [1, 2, 4, 5, 6] })).toBe('win');
    expect(outcome(r, { playId: 'not-hit-5', numbers: [1, 2, 4, 5, 19] })).toBe('lose');
  });
});
