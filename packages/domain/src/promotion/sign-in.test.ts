import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock/business-day';
import { shanghaiDay } from '../protection/periods';
import { currentStreak, nextShanghaiDay, signRewardFen, signStreakOn } from './sign-in';

describe('daily sign-in', () => {
  it('steps calendar days across months, years and leap days', () => {
    expect(nextShanghaiDay('2026-01-31')).toBe('2026-02-01');
    expect(nextShanghaiDay('2026-12-31')).toBe('2027-01-01');
    expect(nextShanghaiDay('2028-02-28')).toBe('2028-02-29');
    expect(() => nextShanghaiDay('2026-02-30')).toThrow(RangeError);
  });

  it('continues a streak on the next day, restarts after a gap, refuses twice a day', () => {
    expect(signStreakOn({ lastDay: null, streak: 0 }, '2026-11-26')).toBe(1);
    expect(signStreakOn({ lastDay: '2026-11-25', streak: 4 }, '2026-11-26')).toBe(5);
    expect(signStreakOn({ lastDay: '2026-11-24', streak: 4 }, '2026-11-26')).toBe(1);
    expect(signStreakOn({ lastDay: '2026-11-26', streak: 4 }, '2026-11-26')).toBeNull();
    expect(currentStreak({ lastDay: '2026-11-25', streak: 4 }, '2026-11-26')).toBe(4);
    expect(currentStreak({ lastDay: '2026-11-24', streak: 4 }, '2026-11-26')).toBe(0);
  });

  it('pays by the day of a seven-day cycle', () => {
    const r = [100, 200, 300, 400, 500, 600, 1_000];
    expect([1, 2, 7, 8, 14, 15].map((s) => signRewardFen(r, s))).toEqual([100, 200, 1_000, 100, 1_000, 100]);
    expect(signRewardFen([], 3)).toBe(0);
  });

  it('the streak equals the run of consecutive Shanghai days signed (property)', () => {
    const start = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }), (gaps) => {
        let state = { lastDay: null as string | null, streak: 0 };
        let dayIndex = 0;
        let run = 0;
        for (const gap of gaps) {
          dayIndex += gap === 0 ? 0 : gap;
          const today = shanghaiDay(start + dayIndex * DAY_MS + 3_600_000 * 17); // late evening UTC = next morning +08
          const s = signStreakOn(state, today);
          if (gap === 0 && state.lastDay === today) {
            expect(s).toBeNull();
            continue;
          }
          run = state.lastDay !== null && gap === 1 ? run + 1 : 1;
          expect(s).toBe(run);
          state = { lastDay: today, streak: s as number };
        }
      }),
    );
  });
});
