import { DAY_MS, localMidnightMs } from '../clock/business-day';
import { shanghaiDay } from '../protection/periods';

/**
 * Daily sign-in (每日签到) on the Asia/Shanghai calendar. A member signs once per day; signing the day
 * after their last sign-in continues the streak, any gap starts it again at 1. Rewards follow the day
 * of a 7-day cycle (day 8 pays like day 1 again; the streak itself keeps counting).
 */
export type SignState = { lastDay: string | null; streak: number };

/** The calendar day after `day` (`YYYY-MM-DD`). */
export function nextShanghaiDay(day: string): string {
  const [y, m, d] = day.split('-').map((s) => Number.parseInt(s, 10)) as [number, number, number];
  const start = localMidnightMs(y, m, d);
  if (start === null) throw new RangeError(`not a day: ${day}`);
  return shanghaiDay(start + DAY_MS);
}

/** The streak a sign-in on `today` makes, or null when the member already signed today. */
export function signStreakOn(state: SignState, today: string): number | null {
  if (state.lastDay === today) return null;
  if (state.lastDay !== null && nextShanghaiDay(state.lastDay) === today) return state.streak + 1;
  return 1;
}

/** The streak as shown today: kept when the member signed today or yesterday, otherwise broken (0). */
export function currentStreak(state: SignState, today: string): number {
  if (state.lastDay === null) return 0;
  if (state.lastDay === today || nextShanghaiDay(state.lastDay) === today) return state.streak;
  return 0;
}

/** The reward of the streak's day: cycle of `rewardsFen.length` days (streak ≥ 1). */
export function signRewardFen(rewardsFen: readonly number[], streak: number): number {
  if (rewardsFen.length === 0 || streak < 1) return 0;
  return rewardsFen[(streak - 1) % rewardsFen.length] ?? 0;
}
