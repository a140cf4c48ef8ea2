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
    expect(items).toEqual([{ playId: 'any-3', numbers: [1, 2, 3, 4, 5], amountFen: 2000, odds: '9' }]);
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
