import {
  PROTECTION_LIMIT_KEYS,
  type ProtectionLimitKey,
  ProtectionLimitLabels,
  type ProtectionStatus,
} from '@qilin/contract';
import { changeLimit, yuanToFen } from '@qilin/domain';

export type LimitGroup = 'deposit' | 'loss' | 'stake' | 'other';
export type UsagePeriod = 'day' | 'week' | 'month';

/** One limit as the limits screen shows it. */
export type LimitRow = {
  key: ProtectionLimitKey;
  label: string;
  group: LimitGroup;
  /** 'fen' for money limits, 'minutes' for the session length. */
  unit: 'fen' | 'minutes';
  value: number | null;
  /** What this period has used of it (deposits, net loss, stakes); null where nothing is counted. */
  usedFen: number | null;
  pending: { value: number | null; dueAt: number; due: boolean } | null;
};

const GROUP: Record<ProtectionLimitKey, LimitGroup> = {
  deposit_day: 'deposit',
  deposit_week: 'deposit',
  deposit_month: 'deposit',
  loss_day: 'loss',
  loss_week: 'loss',
  loss_month: 'loss',
  stake_day: 'stake',
  stake_week: 'stake',
  stake_month: 'stake',
  single_bet: 'other',
  session_minutes: 'other',
};

export const LIMIT_GROUPS: readonly LimitGroup[] = ['deposit', 'loss', 'stake', 'other'];

/** The period a key counts over (`deposit_week` → week); none for the single bet and session length. */
export function periodOf(key: ProtectionLimitKey): UsagePeriod | null {
  const tail = key.split('_')[1];
  return tail === 'day' || tail === 'week' || tail === 'month' ? tail : null;
}

/** What the period has used: deposits, stakes, or the loss (stakes − returns, never below zero). */
export function usedOf(key: ProtectionLimitKey, status: ProtectionStatus): number | null {
  const period = periodOf(key);
  if (!period) return null;
  const u = status.usage[period];
  if (GROUP[key] === 'deposit') return u.deposit_fen;
  if (GROUP[key] === 'stake') return u.stake_fen;
  return Math.max(0, -u.net_fen);
}

/**
 * Every limit in the contract's order, with its usage and its pending change. `nowMs` is the
 * server's clock (status.server_time plus the time since it was read), so "due" matches the server.
 */
export function limitRows(status: ProtectionStatus, nowMs: number): LimitRow[] {
  const byKey = new Map(status.limits.map((l) => [l.key, l]));
  return PROTECTION_LIMIT_KEYS.map((key) => {
    const l = byKey.get(key);
    return {
      key,
      label: ProtectionLimitLabels[key],
      group: GROUP[key],
      unit: key === 'session_minutes' ? 'minutes' : 'fen',
      value: l?.value ?? null,
      usedFen: usedOf(key, status),
      pending: l?.pending
        ? { value: l.pending.value, dueAt: l.pending.due_at, due: nowMs >= l.pending.due_at }
        : null,
    };
  });
}

export type LimitInput = { ok: true; value: number } | { ok: false; reason: 'amount' | 'minutes' };

/** The member's entry as the wire value: yuan → fen (2 decimals at most), or whole minutes 1–1440. */
export function parseLimitInput(unit: LimitRow['unit'], text: string): LimitInput {
  const t = text.trim();
  if (unit === 'minutes') {
    if (!/^\d{1,4}$/.test(t)) return { ok: false, reason: 'minutes' };
    const n = Number.parseInt(t, 10);
    return n >= 1 && n <= 1440 ? { ok: true, value: n } : { ok: false, reason: 'minutes' };
  }
  const fen = yuanToFen(t);
  if (fen === null || fen < 0 || fen > 10_000_000_000) return { ok: false, reason: 'amount' };
  return { ok: true, value: fen };
}

/** Whether a new value takes effect at once (a first limit or a lower one) or waits out the cooling-off. */
export function appliesAtOnce(current: number | null, next: number | null): boolean {
  return changeLimit({ value: current, pending: null }, next, 0).immediate;
}
