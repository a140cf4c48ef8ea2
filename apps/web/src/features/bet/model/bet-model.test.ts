import { describe, expect, it } from 'vitest';
import { quickRange } from './date-ranges';
import { cartItems, quoteSelection } from './norm-selection';
import { playInput } from './play-counters';

const sel = (text: string, unit: 'yuan' | 'jiao' | 'fen' = 'yuan', multiple = 1) => ({
  chosen: [],
  text,
  unit,
  multiple,
});

describe('typed entry quote', () => {
  const front3 = playInput('syxw', 'front3-direct');

  it('counts dotted and single-character entries and prices them in integer fen', () => {
    const q = quoteSelection(front3, sel('01.02.11, 1.5.9\n345'), 10_000_00);
    expect(q.count).toBe(3);
    expect(q.moneyFen).toBe(600);
    expect(quoteSelection(front3, sel('01.02.11 345', 'jiao', 3), 10_000_00).moneyFen).toBe(2 * 3 * 20);
  });

  it('gives count 0 and money 0 on any invalid entry', () => {
    for (const bad of ['01.02.12', '1.1.2', '12', '01.02.03 abc']) {
      expect(quoteSelection(front3, sel(bad), 10_000_00)).toMatchObject({ count: 0, moneyFen: 0 });
    }
  });

  it('prices picks with the any-k counter and flags the money guard', () => {
    const any3 = playInput('syxw', 'any-3');
    const q = quoteSelection(any3, { chosen: [1, 2, 3, 4, 5], text: '', unit: 'yuan', multiple: 1 }, 1000);
    expect(q.count).toBe(10);
    expect(q.moneyFen).toBe(2000);
    expect(q.error).toBe('money');
    const items = cartItems([
      { key: 'a', playId: 'any-3', name: '任选三', odds: '9', quote: q, sel: sel('') },
    ]);
    expect(items).toEqual([
      {
        playId: 'any-3',
        numbers: [1, 2, 3, 4, 5],
        unit: 'yuan',
        multiple: 1,
        count: 10,
        amountFen: 2000,
        odds: '9',
      },
    ]);
  });

  it('sends each typed 直选 entry as one 注 with one number per position, and the SSC segment', () => {
    const front2 = playInput('syxw', 'front2-direct');
    const s = sel('01.02 3.4', 'jiao', 2);
    const q = quoteSelection(front2, s, 10_000_00);
    expect(
      cartItems([{ key: 'b', playId: 'front2-direct', name: '前二直选', odds: '90', quote: q, sel: s }]),
    ).toEqual([
      {
        playId: 'front2-direct',
        sets: [[1], [2]],
        unit: 'jiao',
        multiple: 2,
        count: 1,
        amountFen: 40,
        odds: '90',
      },
      {
        playId: 'front2-direct',
        sets: [[3], [4]],
        unit: 'jiao',
        multiple: 2,
        count: 1,
        amountFen: 40,
        odds: '90',
      },
    ]);
    const ssc = sel('123');
    const q3 = quoteSelection(playInput('ssc', 'three-direct'), ssc, 10_000_00);
    expect(
      cartItems([{ key: 'c', playId: 'three-direct', name: '三星', odds: '900', quote: q3, sel: ssc }]),
    ).toEqual([
      {
        playId: 'three-direct',
        sets: [[1], [2], [3]],
        option: 'back',
        unit: 'yuan',
        multiple: 1,
        count: 1,
        amountFen: 200,
        odds: '900',
      },
    ]);
  });

  it('sends nothing for an invalid (count 0) line', () => {
    const s = sel('01.01');
    const q = quoteSelection(playInput('syxw', 'front2-direct'), s, 10_000_00);
    expect(
      cartItems([{ key: 'd', playId: 'front2-direct', name: '前二直选', odds: '90', quote: q, sel: s }]),
    ).toEqual([]);
  });
});

describe('quick date ranges', () => {
  // 2024-05-10 15:00 Asia/Shanghai.
  const now = Date.UTC(2024, 4, 10, 7, 0, 0);
  const day = (d: number) => Date.UTC(2024, 4, d, -8, 0, 0);
  it('starts on Asia/Shanghai midnights', () => {
    expect(quickRange('today', now)).toEqual({ startTime: day(10), endTime: day(11) });
    expect(quickRange('yesterday', now)).toEqual({ startTime: day(9), endTime: day(10) });
    expect(quickRange('d7', now).startTime).toBe(day(4));
    expect(quickRange('d30', now).startTime).toBe(day(10) - 29 * 86_400_000);
    expect(quickRange('d35', now).startTime).toBe(day(10) - 34 * 86_400_000);
  });
});
