import { DAY_MS, dayStartMs, UTC8_OFFSET_MS, yyyymmdd } from '../clock';

/** One commission period on the Asia/Shanghai calendar: [startMs, endMs) and its key ('20260101'). */
export interface CommissionPeriod {
  key: string;
  startMs: number;
  endMs: number;
}

/** The Asia/Shanghai day containing `ms`. */
export function shanghaiDayPeriod(ms: number): CommissionPeriod {
  const startMs = dayStartMs(ms);
  return { key: yyyymmdd(startMs), startMs, endMs: startMs + DAY_MS };
}

/** The last whole Asia/Shanghai day before `nowMs`: what a daily run pays. */
export function previousShanghaiDay(nowMs: number): CommissionPeriod {
  return shanghaiDayPeriod(dayStartMs(nowMs) - 1);
}

/** The Asia/Shanghai week (Monday 00:00 to Monday 00:00) containing `ms`, keyed by its Monday ('W20260105'). */
export function shanghaiWeekPeriod(ms: number): CommissionPeriod {
  const dayStart = dayStartMs(ms);
  const weekday = new Date(dayStart + UTC8_OFFSET_MS).getUTCDay();
  const startMs = dayStart - ((weekday + 6) % 7) * DAY_MS;
  return { key: `W${yyyymmdd(startMs)}`, startMs, endMs: startMs + 7 * DAY_MS };
}

/** The spec's quick ranges (§9): today, yesterday, the last 7, 30 or 35 days (today included). */
export type QuickRange = 'today' | 'yesterday' | '7d' | '30d' | '35d';

/** A quick range as [startMs, endMs) of whole Asia/Shanghai days around `nowMs`. */
export function quickRangeMs(range: QuickRange, nowMs: number): { startMs: number; endMs: number } {
  const today = dayStartMs(nowMs);
  if (range === 'yesterday') return { startMs: today - DAY_MS, endMs: today };
  const days = range === 'today' ? 1 : Number.parseInt(range, 10);
  return { startMs: today - (days - 1) * DAY_MS, endMs: today + DAY_MS };
}
