import { describe, expect, it } from 'vitest';
import { previousShanghaiDay, quickRangeMs, shanghaiDayPeriod, shanghaiWeekPeriod } from './period';

describe('commission periods on the Asia/Shanghai calendar', () => {
  it('a day runs from 00:00 to 00:00 UTC+8', () => {
    // 2026-01-01 23:30 UTC is 2026-01-02 07:30 in Shanghai
    const p = shanghaiDayPeriod(Date.UTC(2026, 0, 1, 23, 30));
    expect(p.key).toBe('20260102');
    expect(p.startMs).toBe(Date.UTC(2026, 0, 1, 16));
    expect(p.endMs - p.startMs).toBe(86_400_000);
  });

  it('the daily run pays the whole day before now', () => {
    expect(previousShanghaiDay(Date.UTC(2026, 0, 1, 16, 0, 1)).key).toBe('20260101');
    expect(previousShanghaiDay(Date.UTC(2026, 0, 1, 15, 59, 59)).key).toBe('20251231');
  });

  it('a week starts on Monday', () => {
    // Sunday 2026-01-11 in Shanghai belongs to the week of Monday 2026-01-05
    const p = shanghaiWeekPeriod(Date.UTC(2026, 0, 11, 10));
    expect(p.key).toBe('W20260105');
    expect(shanghaiWeekPeriod(Date.UTC(2026, 0, 4, 16)).key).toBe('W20260105');
  });
});

describe('quickRangeMs', () => {
  const now = Date.UTC(2026, 0, 10, 4); // 2026-01-10 12:00 Shanghai
  const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * 3600_000;
  it('covers whole Shanghai days ending with today', () => {
    expect(quickRangeMs('today', now)).toEqual({ startMs: day(2026, 1, 10), endMs: day(2026, 1, 11) });
    expect(quickRangeMs('yesterday', now)).toEqual({ startMs: day(2026, 1, 9), endMs: day(2026, 1, 10) });
    expect(quickRangeMs('7d', now)).toEqual({ startMs: day(2026, 1, 4), endMs: day(2026, 1, 11) });
    expect(quickRangeMs('35d', now).startMs).toBe(day(2025, 12, 7));
  });
});
