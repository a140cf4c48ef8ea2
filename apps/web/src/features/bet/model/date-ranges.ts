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
