import { type Period, type PeriodWindow, periodWindow } from './periods';

/** What a member may limit per period. */
export type LimitKind = 'deposit' | 'loss' | 'stake';
export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'stake'];

/** Every limit a member may set: one per kind and period, a single-bet cap, a session length (minutes). */
export type LimitKey = `${LimitKind}_${Period}` | 'single_bet' | 'session_minutes';
export const LIMIT_KEYS: readonly LimitKey[] = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'stake_day',
  'stake_week',
  'stake_month',
  'single_bet',
  'session_minutes',
];

/** Raising or removing a limit waits this long, then needs the member's confirmation. */
export const COOLING_OFF_MS = 24 * 3600 * 1000;

/**
 * One limit: the value in force (fen, or minutes for the session; null = none) and a raise or removal
 * waiting out its cooling-off (`pending`), which only a confirmation at or after `dueMs` puts in force.
 */
export type LimitSetting = {
  value: number | null;
  pending: { value: number | null; dueMs: number } | null;
};

export const NO_LIMIT: LimitSetting = { value: null, pending: null };

/** Whether `next` is tighter than `current` (null = no limit, the loosest). */
export const isTighter = (next: number | null, current: number | null): boolean =>
  next !== null && (current === null || next < current);

/**
 * A member's change to one limit at `nowMs`. Lowering (or setting a first limit) is in force at once
 * and drops any waiting raise; raising or removing waits `COOLING_OFF_MS` and then needs a
 * confirmation; asking for the value in force drops a waiting change.
 */
export function changeLimit(
  current: LimitSetting,
  next: number | null,
  nowMs: number,
): { setting: LimitSetting; immediate: boolean } {
  if (isTighter(next, current.value)) return { setting: { value: next, pending: null }, immediate: true };
  if (next === current.value) return { setting: { value: next, pending: null }, immediate: true };
  return {
    setting: { value: current.value, pending: { value: next, dueMs: nowMs + COOLING_OFF_MS } },
    immediate: false,
  };
}

/** Why a confirmation is refused: nothing waits, or the cooling-off has not ended. */
export type ConfirmRefusal = 'nothing_pending' | 'cooling_off';

/** The member confirms a waiting raise or removal: in force only once its cooling-off has ended. */
export function confirmLimit(
  current: LimitSetting,
  nowMs: number,
): { setting: LimitSetting } | { refused: ConfirmRefusal; dueMs?: number } {
  if (!current.pending) return { refused: 'nothing_pending' };
  if (nowMs < current.pending.dueMs) return { refused: 'cooling_off', dueMs: current.pending.dueMs };
  return { setting: { value: current.pending.value, pending: null } };
}

/** What the member has done in one period: deposited, staked, and had back (payouts, refunds). */
export type PeriodUsage = { depositFen: number; stakeFen: number; returnFen: number };
export const NO_USAGE: PeriodUsage = { depositFen: 0, stakeFen: 0, returnFen: 0 };

/** Net loss of a period (stakes less what came back), never below zero. */
export const lossOf = (u: PeriodUsage): number => Math.max(0, u.stakeFen - u.returnFen);

/** A refusal: which limit, its value, and when its period resets (epoch ms; null for the single-bet cap). */
export type LimitBreach = { key: LimitKey; limitFen: number; resetsAtMs: number | null };

export type Limits = Partial<Record<LimitKey, number | null>>;
export type UsageByPeriod = Record<Period, PeriodUsage>;

const PERIOD_ORDER: readonly Period[] = ['day', 'week', 'month'];

/**
 * Whether a stake of `stakeFen` is allowed now: within the single-bet cap, and with it counted as lost
 * (the worst case until it settles) no period's stake or net loss passes its limit. The first breach
 * in the order single bet, day, week, month (stake before loss) is answered.
 */
export function checkStake(
  limits: Limits,
  usage: UsageByPeriod,
  stakeFen: number,
  nowMs: number,
  /** Whether the single-bet cap applies (a bet order's largest bet; a red packet or chase has none). */
  largestBetFen: number | null = stakeFen,
): LimitBreach | null {
  const single = limits.single_bet ?? null;
  if (single !== null && largestBetFen !== null && largestBetFen > single)
    return { key: 'single_bet', limitFen: single, resetsAtMs: null };
  for (const period of PERIOD_ORDER) {
    const u = usage[period];
    const window = periodWindow(period, nowMs);
    const stake = limits[`stake_${period}`] ?? null;
    if (stake !== null && u.stakeFen + stakeFen > stake) return breach(`stake_${period}`, stake, window);
    const loss = limits[`loss_${period}`] ?? null;
    if (loss !== null && lossOf(u) + stakeFen > loss) return breach(`loss_${period}`, loss, window);
  }
  return null;
}

/** Whether a deposit of `amountFen` is allowed now under the member's deposit limits. */
export function checkDeposit(
  limits: Limits,
  usage: UsageByPeriod,
  amountFen: number,
  nowMs: number,
): LimitBreach | null {
  for (const period of PERIOD_ORDER) {
    const limit = limits[`deposit_${period}`] ?? null;
    if (limit !== null && usage[period].depositFen + amountFen > limit)
      return breach(`deposit_${period}`, limit, periodWindow(period, nowMs));
  }
  return null;
}

const breach = (key: LimitKey, limitFen: number, window: PeriodWindow): LimitBreach => ({
  key,
  limitFen,
  resetsAtMs: window.endMs,
});

/** Whether any limit is in force or waiting (the member's money paths then check protection). */
export const hasAnyLimit = (settings: Partial<Record<LimitKey, LimitSetting>>): boolean =>
  Object.values(settings).some((s) => s !== undefined && (s.value !== null || s.pending !== null));

/** One Asia/Shanghai day of a member's usage (`day` as `YYYY-MM-DD`, see `shanghaiDay`). */
export type DayUsage = PeriodUsage & { day: string };

/** The day, week and month totals at `nowMs` from the member's daily rows (rows outside the month are ignored). */
export function usageByPeriod(rows: readonly DayUsage[], nowMs: number): UsageByPeriod {
  const out: UsageByPeriod = { day: { ...NO_USAGE }, week: { ...NO_USAGE }, month: { ...NO_USAGE } };
  for (const period of PERIOD_ORDER) {
    const { startMs, endMs } = periodWindow(period, nowMs);
    for (const r of rows) {
      const dayMs = Date.parse(`${r.day}T00:00:00+08:00`);
      if (dayMs < startMs || dayMs >= endMs) continue;
      out[period].depositFen += r.depositFen;
      out[period].stakeFen += r.stakeFen;
      out[period].returnFen += r.returnFen;
    }
  }
  return out;
}

/** The earliest day any period at `nowMs` starts on: the usage rows to read. */
export function usageSinceMs(nowMs: number): number {
  return Math.min(periodWindow('week', nowMs).startMs, periodWindow('month', nowMs).startMs);
}
