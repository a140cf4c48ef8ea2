import type { VipGift } from '@qilin/contract';

/** The seven sign-in days of the current cycle, with the ones the streak already covers. */
export function signDays(
  rewardsFen: readonly number[],
  streak: number,
  signedToday: boolean,
): { day: number; fen: number; done: boolean; today: boolean }[] {
  const n = rewardsFen.length;
  if (n === 0) return [];
  // Days done in this cycle; a streak of exactly 7, 14… fills the whole cycle.
  const inCycle = streak === 0 ? 0 : ((streak - 1) % n) + 1;
  const todayIndex = signedToday ? inCycle : inCycle === n ? 1 : inCycle + 1;
  const fresh = !signedToday && inCycle === n; // the next sign-in starts a new cycle
  return rewardsFen.map((fen, i) => ({
    day: i + 1,
    fen,
    done: !fresh && i < inCycle,
    today: i + 1 === todayIndex,
  }));
}

/** Claimable first, then locked, then claimed; the server's order inside each. */
export function sortGifts(list: readonly VipGift[]): VipGift[] {
  const rank = { claimable: 0, locked: 1, claimed: 2 } as const;
  return [...list].sort((a, b) => rank[a.status] - rank[b.status]);
}

/** Turnover multiple × 100 as text: 200 → '2', 150 → '1.5'. */
// A ratio, not money: the money guard's fen rule does not apply, so the divisor is named.
const HUNDREDTHS = 100;
export const multipleText = (x100: number) => String(x100 / HUNDREDTHS);

/** `keptUntil` is the instant the keep period ends; the member reads its last day ('YYYY-MM-DD'). */
export function keptUntilDay(iso: string, beijingTime: (iso: string) => string): string {
  const end = new Date(iso).getTime();
  return Number.isNaN(end) ? iso : beijingTime(new Date(end - 1).toISOString()).slice(0, 10);
}
