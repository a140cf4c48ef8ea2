import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate, yyyymmdd } from './business-day';
import { issueAt, issueByNumber, nextIssue, stateAt } from './issue-clock';

/** Epoch ms of a wall-clock time in UTC+8, built from UTC so the host zone never matters. */
const cst = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h - 8, mi, s);

describe('issue clock (Asia/Shanghai business day)', () => {
  it("a 1-minute game's issue -0345 draws at 05:45:00 (B §2)", () => {
    const info = issueByNumber(60, '20261122-0345', 10)!;
    expect(info.drawAtMs).toBe(cst(2026, 11, 22, 5, 45));
    expect(info.closeAtMs).toBe(cst(2026, 11, 22, 5, 44, 50));
    expect(info.openAtMs).toBe(cst(2026, 11, 22, 5, 44));
    expect(issueAt(60, cst(2026, 11, 22, 5, 44, 59), 10)).toEqual(info);
    expect(issueAt(60, cst(2026, 11, 22, 5, 45), 10).issue).toBe('20261122-0346');
  });

  it('uses the UTC+8 date, not the UTC date, for the issue prefix', () => {
    // 00:30 in Shanghai is still the previous day in UTC.
    expect(issueAt(60, cst(2026, 11, 22, 0, 30)).issue).toBe('20261122-0031');
    expect(yyyymmdd(cst(2026, 11, 22, 0, 0))).toBe('20261122');
    expect(yyyymmdd(cst(2026, 11, 22, 0, 0) - 1)).toBe('20261121');
    expect(localDate(cst(2026, 11, 22, 23, 59)).weekday).toBe(0); // a Sunday
  });

  it('pads the sequence to the digits of draws per day', () => {
    expect(issueAt(60, cst(2026, 1, 1, 0, 0, 5)).issue).toBe('20260101-0001');
    expect(issueAt(180, cst(2026, 1, 1, 0, 0, 5)).issue).toBe('20260101-001');
    expect(issueAt(300, cst(2026, 1, 1, 23, 58)).issue).toBe('20260101-288');
    expect(issueByNumber(60, '20260101-001')).toBeNull();
  });

  it('the last issue draws at midnight and belongs to the day it was sold on', () => {
    const last = issueAt(60, cst(2026, 12, 31, 23, 59, 30));
    expect(last.issue).toBe('20261231-1440');
    expect(last.drawAtMs).toBe(cst(2027, 1, 1));
    expect(nextIssue(60, last).issue).toBe('20270101-0001');
    expect(nextIssue(60, '20261231-1440').drawAtMs).toBe(cst(2027, 1, 1, 0, 1));
  });

  it('gives the remainder of a non-dividing period to the next day issue 1', () => {
    // 210 s: 411 draws a day, the last at 23:58:30; issue 001 of the next day opens then.
    const last = issueByNumber(210, '20260301-411', 30)!;
    expect(last.drawAtMs).toBe(cst(2026, 3, 1, 23, 58, 30));
    const first = issueAt(210, cst(2026, 3, 1, 23, 59), 30);
    expect(first.issue).toBe('20260302-001');
    expect(first.openAtMs).toBe(last.drawAtMs);
    expect(first.drawAtMs).toBe(cst(2026, 3, 2, 0, 3, 30));
    expect(nextIssue(210, last, 30)).toEqual(first);
  });

  it('moves open → closed → drawn at close and draw', () => {
    const info = issueByNumber(60, '20261122-0345', 10)!;
    expect(stateAt(info, info.openAtMs - 60_000)).toBe('open');
    expect(stateAt(info, info.closeAtMs - 1)).toBe('open');
    expect(stateAt(info, info.closeAtMs)).toBe('closed');
    expect(stateAt(info, info.drawAtMs - 1)).toBe('closed');
    expect(stateAt(info, info.drawAtMs)).toBe('drawn');
  });

  it('refuses malformed issue numbers and schedules', () => {
    for (const bad of [
      '20261122-0000',
      '20261122-1441',
      '20260230-0001',
      '2026112-0001',
      '20261122_0001',
      'x',
    ]) {
      expect(issueByNumber(60, bad)).toBeNull();
    }
    expect(() => issueAt(0, 0)).toThrow(RangeError);
    expect(() => issueAt(60, 0, 60)).toThrow(RangeError);
    expect(() => issueAt(60, Number.NaN)).toThrow(RangeError);
    expect(() => nextIssue(60, 'nope')).toThrow(RangeError);
  });

  it('every instant lies in exactly one issue window, and the windows chain (property)', () => {
    const periods = [60, 120, 180, 210, 240, 300];
    fc.assert(
      fc.property(
        fc.integer({ min: cst(2020, 1, 1), max: cst(2035, 12, 31) }),
        fc.constantFrom(...periods),
        (t, period) => {
          const info = issueAt(period, t, 10);
          expect(info.openAtMs <= t && t < info.drawAtMs).toBe(true);
          expect(info.closeAtMs).toBe(info.drawAtMs - 10_000);
          expect(issueByNumber(period, info.issue, 10)).toEqual(info);
          const next = nextIssue(period, info, 10);
          expect(next.openAtMs).toBe(info.drawAtMs);
          expect(next.drawAtMs - next.openAtMs).toBeGreaterThanOrEqual(period * 1000);
          if (next.seq > 1) expect(next.drawAtMs - next.openAtMs).toBe(period * 1000);
        },
      ),
    );
  });
});
