import { DAY_MS, dayStartMs } from '@qilin/domain';

/** Spec §9 quick ranges: today, yesterday, 7, 30, 35 days. */
export const QUICK_RANGES = ['today', 'yesterday', 'd7', 'd30', 'd35'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const DAYS_BACK: Record<QuickRange, number> = { today: 0, yesterday: 1, d7: 6, d30: 29, d35: 34 };

/**
 * [startTime, endTime) in epoch ms on the Asia/Shanghai business day. "7 days" is today and the six
 * days before it; yesterday ends where today starts.
 */
export function quickRange(range: QuickRange, nowMs: number): { startTime: number; endTime: number } {
  const today = dayStartMs(nowMs);
  const startTime = today - DAYS_BACK[range] * DAY_MS;
  const endTime = range === 'yesterday' ? today : today + DAY_MS;
  return { startTime, endTime };
}

/** Spec §9: the date pickers reach about five years back. */
export const PICKER_YEARS_BACK = 5;

/** The earliest day a records date picker offers: the same calendar day five years ago. */
export function pickerMinDate(now: Date): Date {
  return new Date(now.getFullYear() - PICKER_YEARS_BACK, now.getMonth(), now.getDate());
}

/** Beijing midnight (epoch ms) of the calendar day a picker shows, whatever the phone's zone. */
const beijingDayStart = (day: Date) =>
  Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) - 8 * 60 * 60 * 1000;

/** [startTime, endTime) covering the picked days from `from` through `to`, inclusive, in either order. */
export function customRange(from: Date, to: Date): { startTime: number; endTime: number } {
  const [a, b] = [beijingDayStart(from), beijingDayStart(to)].sort((x, y) => x - y) as [number, number];
  return { startTime: a, endTime: b + DAY_MS };
}
