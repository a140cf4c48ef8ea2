import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate } from './business-day';
import { stateAt } from './issue-clock';
import { markSixIssueAt, markSixIssueByNumber, markSixNextIssue } from './mark-six-schedule';

const hkt = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h - 8, mi, s);

describe('Mark Six weekly schedule', () => {
  it('numbers the Tue/Thu/Sat draws of the year from 001', () => {
    // 2026-01-01 is a Thursday: it is draw 001, Sat 3rd is 002, Tue 6th is 003.
    expect(markSixIssueByNumber('2026-001')!.drawAtMs).toBe(hkt(2026, 1, 1, 21, 30));
    expect(markSixIssueByNumber('2026-002')!.drawAtMs).toBe(hkt(2026, 1, 3, 21, 30));
    expect(markSixIssueByNumber('2026-003')!.drawAtMs).toBe(hkt(2026, 1, 6, 21, 30));
    // 52 weeks × 3 + Thursday 31 December = 157 draws in 2026.
    expect(markSixIssueByNumber('2026-157')!.drawAtMs).toBe(hkt(2026, 12, 31, 21, 30));
    expect(markSixIssueByNumber('2026-158')).toBeNull();
    expect(markSixNextIssue('2026-157').issue).toBe('2027-001');
    expect(markSixNextIssue('2026-157').drawAtMs).toBe(hkt(2027, 1, 2, 21, 30)); // Saturday
  });

  it('closes sales at 21:15 and draws at 21:30 HKT', () => {
    const tue = markSixIssueAt(hkt(2026, 11, 24, 21, 14, 59));
    expect(tue.drawAtMs).toBe(hkt(2026, 11, 24, 21, 30));
    expect(tue.closeAtMs).toBe(hkt(2026, 11, 24, 21, 15));
    expect(tue.openAtMs).toBe(hkt(2026, 11, 21, 21, 30)); // previous Saturday's draw
    expect(stateAt(tue, hkt(2026, 11, 24, 21, 14, 59))).toBe('open');
    expect(stateAt(tue, hkt(2026, 11, 24, 21, 15))).toBe('closed');
    expect(stateAt(tue, hkt(2026, 11, 24, 21, 30))).toBe('drawn');
    expect(markSixIssueAt(hkt(2026, 11, 24, 21, 30)).drawAtMs).toBe(hkt(2026, 11, 26, 21, 30));
  });

  it('refuses malformed numbers', () => {
    for (const bad of ['2026-000', '2026-01', '26-001', '2026001', ''])
      expect(markSixIssueByNumber(bad)).toBeNull();
    expect(() => markSixNextIssue('bad')).toThrow(RangeError);
  });

  it('every instant maps to the next Tue/Thu/Sat 21:30 draw and numbers round-trip (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: hkt(2020, 1, 1), max: hkt(2035, 12, 31) }), (t) => {
        const info = markSixIssueAt(t);
        expect(info.openAtMs <= t && t < info.drawAtMs).toBe(true);
        expect([2, 4, 6]).toContain(localDate(info.drawAtMs).weekday);
        expect(info.drawAtMs - info.openAtMs).toBeLessThanOrEqual(3 * 86_400_000);
        expect(markSixIssueByNumber(info.issue)).toEqual(info);
        expect(markSixNextIssue(info).openAtMs).toBe(info.drawAtMs);
      }),
      { numRuns: 200 },
    );
  });
});
