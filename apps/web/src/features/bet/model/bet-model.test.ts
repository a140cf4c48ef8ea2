import { describe, expect, it } from 'vitest';
import { quickRange } from './date-ranges';

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
