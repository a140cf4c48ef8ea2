import { describe, expect, it } from 'vitest';
import { activeBreak, breakEndMs, breakForbids, breakKindOf, mayLiftEarly } from './breaks';
import { ageOn, idNumberBirthDate, idNumberCheck } from './id-number';
import {
  COOLING_OFF_MS,
  changeLimit,
  checkDeposit,
  checkStake,
  confirmLimit,
  NO_LIMIT,
  NO_USAGE,
  usageByPeriod,
} from './limits';
import { addShanghaiMonths, periodWindow, shanghaiDay } from './periods';

const at = (iso: string) => Date.parse(iso);
const usage = (day = NO_USAGE, week = day, month = week) => ({ day, week, month });

describe('periods on the Asia/Shanghai calendar', () => {
  it('a day runs from 00:00 +08:00, whatever the UTC date', () => {
    // 2026-03-01 23:30 UTC is 2026-03-02 07:30 in Shanghai.
    expect(periodWindow('day', at('2026-03-01T23:30:00Z'))).toEqual({
      startMs: at('2026-03-02T00:00:00+08:00'),
      endMs: at('2026-03-03T00:00:00+08:00'),
    });
    expect(shanghaiDay(at('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(shanghaiDay(at('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
  });

  it('a week starts on Monday, a month on the 1st (December rolls into January)', () => {
    // 2026-11-29 is a Sunday.
    expect(periodWindow('week', at('2026-11-29T23:59:00+08:00'))).toEqual({
      startMs: at('2026-11-23T00:00:00+08:00'),
      endMs: at('2026-11-30T00:00:00+08:00'),
    });
    expect(periodWindow('month', at('2026-12-31T23:59:59+08:00'))).toEqual({
      startMs: at('2026-12-01T00:00:00+08:00'),
      endMs: at('2027-01-01T00:00:00+08:00'),
    });
  });

  it('calendar months clamp to the month’s last day', () => {
    expect(addShanghaiMonths(at('2026-08-31T10:00:00+08:00'), 6)).toBe(at('2027-02-28T10:00:00+08:00'));
    expect(addShanghaiMonths(at('2028-02-29T00:00:00+08:00'), 12)).toBe(at('2029-02-28T00:00:00+08:00'));
  });
});

describe('limits and their cooling-off', () => {
  const now = at('2026-05-10T12:00:00+08:00');

  it('lowering or a first limit is in force at once and drops a waiting raise', () => {
    expect(changeLimit(NO_LIMIT, 500, now)).toEqual({
      setting: { value: 500, pending: null },
      immediate: true,
    });
    const waiting = { value: 500, pending: { value: 900, dueMs: now + 1 } };
    expect(changeLimit(waiting, 300, now).setting).toEqual({ value: 300, pending: null });
  });

  it('raising or removing waits 24 h, then needs a confirmation', () => {
    const raised = changeLimit({ value: 500, pending: null }, 800, now);
    expect(raised).toEqual({
      setting: { value: 500, pending: { value: 800, dueMs: now + COOLING_OFF_MS } },
      immediate: false,
    });
    expect(confirmLimit(raised.setting, now + COOLING_OFF_MS - 1)).toEqual({
      refused: 'cooling_off',
      dueMs: now + COOLING_OFF_MS,
    });
    expect(confirmLimit(raised.setting, now + COOLING_OFF_MS)).toEqual({
      setting: { value: 800, pending: null },
    });
    const removed = changeLimit({ value: 500, pending: null }, null, now).setting;
    expect(removed.value).toBe(500);
    expect(confirmLimit(removed, now + COOLING_OFF_MS)).toEqual({ setting: { value: null, pending: null } });
    expect(confirmLimit(NO_LIMIT, now)).toEqual({ refused: 'nothing_pending' });
  });

  it('a stake is counted as lost until it settles; wins net the loss; the first breach names its reset', () => {
    const u = { depositFen: 0, stakeFen: 10_000, returnFen: 4_000 };
    expect(checkStake({ loss_day: 10_000 }, usage(u), 4_000, now)).toBeNull();
    expect(checkStake({ loss_day: 10_000 }, usage(u), 4_001, now)).toEqual({
      key: 'loss_day',
      limitFen: 10_000,
      resetsAtMs: at('2026-05-11T00:00:00+08:00'),
    });
    expect(checkStake({ stake_week: 12_000 }, usage(u), 2_001, now)).toMatchObject({
      key: 'stake_week',
      resetsAtMs: at('2026-05-11T00:00:00+08:00'), // 2026-05-10 is a Sunday
    });
    expect(checkStake({ single_bet: 100 }, usage(), 500, now, 101)).toEqual({
      key: 'single_bet',
      limitFen: 100,
      resetsAtMs: null,
    });
    expect(checkStake({ single_bet: 100 }, usage(), 500, now, null)).toBeNull();
  });

  it('deposits count against the deposit limits of every period', () => {
    const u = { depositFen: 9_000, stakeFen: 0, returnFen: 0 };
    expect(checkDeposit({ deposit_month: 10_000 }, usage(NO_USAGE, NO_USAGE, u), 1_000, now)).toBeNull();
    expect(checkDeposit({ deposit_month: 10_000 }, usage(NO_USAGE, NO_USAGE, u), 1_001, now)).toMatchObject({
      key: 'deposit_month',
      resetsAtMs: at('2026-06-01T00:00:00+08:00'),
    });
  });

  it('daily rows add up into the day, week and month at a moment', () => {
    const rows = [
      { day: '2026-04-30', depositFen: 1, stakeFen: 0, returnFen: 0 }, // last month
      { day: '2026-05-03', depositFen: 10, stakeFen: 0, returnFen: 0 }, // Sunday of last week
      { day: '2026-05-09', depositFen: 100, stakeFen: 0, returnFen: 0 },
      { day: '2026-05-10', depositFen: 1000, stakeFen: 5, returnFen: 2 },
    ];
    const u = usageByPeriod(rows, now);
    expect([u.day.depositFen, u.week.depositFen, u.month.depositFen]).toEqual([1000, 1100, 1110]);
    expect(u.day).toEqual({ depositFen: 1000, stakeFen: 5, returnFen: 2 });
  });
});

describe('breaks', () => {
  const start = at('2026-01-31T09:00:00+08:00');

  it('lengths: hours and days exactly, months and years on the calendar', () => {
    expect(breakEndMs('24h', start) - start).toBe(24 * 3600 * 1000);
    expect(breakEndMs('6w', start) - start).toBe(42 * 24 * 3600 * 1000);
    expect(breakEndMs('6m', start)).toBe(at('2026-07-31T09:00:00+08:00'));
    expect(breakEndMs('5y', start)).toBe(at('2031-01-31T09:00:00+08:00'));
    expect(breakKindOf('30d')).toBe('timeout');
    expect(breakKindOf('1y')).toBe('self_exclusion');
  });

  it('a break forbids every money path but withdrawing, logging in and reading history', () => {
    for (const a of [
      'bet',
      'chase',
      'red_packet_send',
      'red_packet_grab',
      'deposit',
      'venue_transfer',
      'marketing',
    ] as const)
      expect(breakForbids(a)).toBe(true);
    for (const a of ['login', 'withdraw', 'history'] as const) expect(breakForbids(a)).toBe(false);
  });

  it('the break in force is the one ending last; a lifted one is over', () => {
    const a = { kind: 'timeout' as const, startMs: 0, endMs: 100, liftedMs: null };
    const b = { kind: 'operator_exclusion' as const, startMs: 10, endMs: 500, liftedMs: 50 };
    expect(activeBreak([a, b], 20)).toBe(b);
    expect(activeBreak([a, b], 60)).toBe(a);
    expect(activeBreak([a, b], 100)).toBeNull();
  });

  it('nobody lifts a member’s own break early; only an operator lifts an operator exclusion', () => {
    expect(mayLiftEarly('self_exclusion', 'operator')).toBe(false);
    expect(mayLiftEarly('self_exclusion', 'member')).toBe(false);
    expect(mayLiftEarly('timeout', 'operator')).toBe(false);
    expect(mayLiftEarly('operator_exclusion', 'member')).toBe(false);
    expect(mayLiftEarly('operator_exclusion', 'operator')).toBe(true);
  });
});

describe('identity numbers', () => {
  // 11010519491231002X: the standard's published sample (born 1949-12-31).
  it('validates the check character and the date', () => {
    expect(idNumberBirthDate('11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(idNumberBirthDate('11010519491231002x')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(idNumberBirthDate('110105194912310021')).toBeNull(); // wrong check character
    expect(idNumberBirthDate('11010519491331002X')).toBeNull(); // month 13
    expect(idNumberBirthDate('1101051949123100')).toBeNull();
  });

  it('refuses minors on the Shanghai calendar day of the 18th birthday', () => {
    const id = withCheck('11010520080601123');
    expect(idNumberCheck(id, at('2026-05-31T23:59:59+08:00'))).toBe('minor');
    expect(idNumberCheck(id, at('2026-06-01T00:00:00+08:00'))).toBe('adult');
    expect(ageOn({ year: 2008, month: 6, day: 1 }, at('2026-05-31T16:00:00Z'))).toBe(18);
    expect(idNumberCheck('bogus', 0)).toBe('invalid');
  });
});

/** The 18th character for 17 digits (an independent restatement of the rule, for the test's numbers). */
export function withCheck(first17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * (w[i] ?? 0), 0);
  return first17 + '10X98765432'.charAt(sum % 11);
}
