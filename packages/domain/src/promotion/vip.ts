import { localMidnightMs } from '../clock/business-day';
import { type PeriodWindow, periodWindow, shanghaiDay } from '../protection/periods';

/**
 * VIP levels (docs/vip.md). A level is reached by the member's *counted* valid turnover (settled
 * stakes; pushes and refunds excluded) and deposits both meeting its thresholds. Counted figures are
 * the lifetime figures less the member's offsets, which are zero until a relegation:
 *
 * - **Promotion** is immediate: the highest level whose thresholds the counted figures meet.
 * - **Keeping a level**: a level reached (or dropped to) in Asia/Shanghai calendar month R is kept
 *   through month R+1 at least. Each month from R+1 on is reviewed once it has ended: the member must
 *   have made the level's `keepTurnoverFen` of valid turnover *in that month*, otherwise they drop one
 *   level on the 1st of the next month (and that month becomes the new R).
 * - **Relegation** sets the offsets so the counted figures equal the lower level's thresholds: the
 *   member is exactly at the level they dropped to and climbs back by playing, never straight back up
 *   on turnover made before the drop.
 */
export type VipLevel = {
  level: number;
  name: string;
  turnoverFen: number;
  depositFen: number;
  keepTurnoverFen: number;
  upgradeGiftFen: number;
  weeklyGiftFen: number;
  monthlyGiftFen: number;
  /** Turnover multiple × 100 asked of this level's gifts. */
  wageringX100: number;
};

export type VipFigures = { turnoverFen: number; depositFen: number };

/** Levels must start at level 0 with zero thresholds and rise strictly in level and thresholds. */
export function checkVipTable(levels: readonly VipLevel[]): string | null {
  if (levels.length === 0) return 'empty';
  const first = levels[0] as VipLevel;
  if (first.level !== 0 || first.turnoverFen !== 0 || first.depositFen !== 0)
    return 'level 0 must need nothing';
  for (let i = 0; i < levels.length; i++) {
    const l = levels[i] as VipLevel;
    for (const v of [
      l.turnoverFen,
      l.depositFen,
      l.keepTurnoverFen,
      l.upgradeGiftFen,
      l.weeklyGiftFen,
      l.monthlyGiftFen,
      l.wageringX100,
    ])
      if (!Number.isSafeInteger(v) || v < 0) return `level ${l.level}: amounts must be whole fen ≥ 0`;
    if (l.name.trim() === '') return `level ${l.level}: name`;
    if (i > 0) {
      const p = levels[i - 1] as VipLevel;
      if (l.level !== p.level + 1) return 'levels must be consecutive';
      if (l.turnoverFen < p.turnoverFen || l.depositFen < p.depositFen)
        return `level ${l.level}: thresholds fall`;
      if (l.turnoverFen === p.turnoverFen && l.depositFen === p.depositFen)
        return `level ${l.level}: same thresholds as level ${p.level}`;
    }
  }
  return null;
}

export function countedFigures(lifetime: VipFigures, offsets: VipFigures): VipFigures {
  return {
    turnoverFen: Math.max(0, lifetime.turnoverFen - offsets.turnoverFen),
    depositFen: Math.max(0, lifetime.depositFen - offsets.depositFen),
  };
}

/** The highest level whose thresholds the counted figures meet (levels sorted ascending). */
export function vipLevelFor(levels: readonly VipLevel[], counted: VipFigures): number {
  let reached = 0;
  for (const l of levels)
    if (counted.turnoverFen >= l.turnoverFen && counted.depositFen >= l.depositFen) reached = l.level;
  return reached;
}

/** What the next level still needs (null at the top). */
export function vipProgress(
  levels: readonly VipLevel[],
  level: number,
  counted: VipFigures,
): { next: VipLevel; turnoverLeftFen: number; depositLeftFen: number; percent: number } | null {
  const next = levels.find((l) => l.level === level + 1);
  if (!next) return null;
  const turnoverLeftFen = Math.max(0, next.turnoverFen - counted.turnoverFen);
  const depositLeftFen = Math.max(0, next.depositFen - counted.depositFen);
  const part = (have: number, need: number) => (need === 0 ? 1 : Math.min(1, have / need));
  // The slower of the two requirements sets the bar: both must be met.
  const percent = Math.floor(
    100 * Math.min(part(counted.turnoverFen, next.turnoverFen), part(counted.depositFen, next.depositFen)),
  );
  return { next, turnoverLeftFen, depositLeftFen, percent };
}

/**
 * Month-end review of one month the level was not protected in: kept when the month's turnover meets
 * the level's keep requirement, otherwise one level down with the offsets that put the counted
 * figures on the lower level's thresholds.
 */
export function reviewMonth(
  levels: readonly VipLevel[],
  level: number,
  monthTurnoverFen: number,
  lifetime: VipFigures,
): { level: number; offsets: VipFigures | null } {
  const current = levels.find((l) => l.level === level);
  if (!current || level === 0 || monthTurnoverFen >= current.keepTurnoverFen) return { level, offsets: null };
  const lower = levels.find((l) => l.level === level - 1) as VipLevel;
  return {
    level: lower.level,
    offsets: {
      turnoverFen: Math.max(0, lifetime.turnoverFen - lower.turnoverFen),
      depositFen: Math.max(0, lifetime.depositFen - lower.depositFen),
    },
  };
}

/** Level-up gifts owed for reaching `level` from `fromLevel` (each level's gift once, ever: keys by level). */
export function levelUpGifts(levels: readonly VipLevel[], level: number): VipLevel[] {
  return levels.filter((l) => l.level >= 1 && l.level <= level && l.upgradeGiftFen > 0);
}

/** The Asia/Shanghai calendar month of `ms` as 'YYYY-MM'. */
export function shanghaiMonth(ms: number): string {
  return shanghaiDay(ms).slice(0, 7);
}

/** The month after 'YYYY-MM'. */
export function nextMonthKey(month: string): string {
  const [y, m] = month.split('-').map((s) => Number.parseInt(s, 10)) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** A month's bounds [startMs, endMs) on the Asia/Shanghai calendar. */
export function monthWindow(month: string): PeriodWindow {
  const [y, m] = month.split('-').map((s) => Number.parseInt(s, 10)) as [number, number];
  return periodWindow('month', localMidnightMs(y, m, 1) as number);
}

/** The week of `ms` by its Monday, 'YYYY-MM-DD' (the weekly gift's key). */
export function shanghaiWeek(ms: number): string {
  return shanghaiDay(periodWindow('week', ms).startMs);
}

/**
 * One refresh of a member's VIP state at `nowMonth`: every ended month since the last review is
 * reviewed (`monthTurnoverFen` answers a month's valid turnover), then the counted figures may promote.
 * A level reached is dated to `nowMonth`; a drop to the month after the reviewed one.
 */
export type VipState = {
  level: number;
  levelMonth: string;
  reviewedMonth: string;
  offsets: VipFigures;
};

export function refreshVip(
  levels: readonly VipLevel[],
  state: VipState,
  lifetime: VipFigures,
  nowMonth: string,
  monthTurnoverFen: (month: string) => number,
): VipState {
  let { level, levelMonth, reviewedMonth, offsets } = state;
  const top = levels[levels.length - 1]?.level ?? 0;
  if (level > top) level = top; // the operator removed levels: the member sits at the new top
  for (let m = nextMonthKey(reviewedMonth); m < nowMonth; m = nextMonthKey(m)) {
    if (m > levelMonth) {
      const r = reviewMonth(levels, level, monthTurnoverFen(m), lifetime);
      if (r.offsets) {
        level = r.level;
        offsets = r.offsets;
        levelMonth = nextMonthKey(m);
      }
    }
    reviewedMonth = m;
  }
  const up = vipLevelFor(levels, countedFigures(lifetime, offsets));
  if (up > level) {
    level = up;
    levelMonth = nowMonth;
  }
  return { level, levelMonth, reviewedMonth, offsets };
}
