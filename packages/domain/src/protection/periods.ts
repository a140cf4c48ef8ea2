import { DAY_MS, dayStartMs, localDate, localMidnightMs } from '../clock/business-day';

/** The calendar periods a member's limits and statement count in (Asia/Shanghai, UTC+8). */
export type Period = 'day' | 'week' | 'month';
export const PERIODS: readonly Period[] = ['day', 'week', 'month'];

/** A period's bounds as epoch ms: [startMs, endMs). */
export type PeriodWindow = { startMs: number; endMs: number };

/**
 * The period containing the instant `ms`, on the Asia/Shanghai calendar: a day from 00:00, a week
 * from Monday 00:00, a month from the 1st at 00:00 (UTC+8 all year, so fixed-offset arithmetic).
 */
export function periodWindow(period: Period, ms: number): PeriodWindow {
  const day = dayStartMs(ms);
  if (period === 'day') return { startMs: day, endMs: day + DAY_MS };
  if (period === 'week') {
    const sinceMonday = (localDate(ms).weekday + 6) % 7;
    const startMs = day - sinceMonday * DAY_MS;
    return { startMs, endMs: startMs + 7 * DAY_MS };
  }
  const { year, month } = localDate(ms);
  const startMs = localMidnightMs(year, month, 1) as number;
  const endMs = (
    month === 12 ? localMidnightMs(year + 1, 1, 1) : localMidnightMs(year, month + 1, 1)
  ) as number;
  return { startMs, endMs };
}

/** The Asia/Shanghai calendar day of `ms` as `YYYY-MM-DD` (the usage rows' key). */
export function shanghaiDay(ms: number): string {
  const { year, month, day } = localDate(ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `ms` plus `months` calendar months on the Asia/Shanghai calendar (a missing day falls back to the month's last). */
export function addShanghaiMonths(ms: number, months: number): number {
  const shifted = ms + 8 * 3600 * 1000;
  const d = new Date(shifted);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime() - 8 * 3600 * 1000;
}
