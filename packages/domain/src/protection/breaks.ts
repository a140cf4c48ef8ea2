import { addShanghaiMonths } from './periods';

/** A break from play: a time-out or a self-exclusion the member takes, or an operator's exclusion. */
export type BreakKind = 'timeout' | 'self_exclusion' | 'operator_exclusion';

export const TIMEOUT_LENGTHS = ['24h', '7d', '30d', '6w'] as const;
export type TimeoutLength = (typeof TIMEOUT_LENGTHS)[number];
export const SELF_EXCLUSION_LENGTHS = ['6m', '1y', '5y'] as const;
export type SelfExclusionLength = (typeof SELF_EXCLUSION_LENGTHS)[number];
export type BreakLength = TimeoutLength | SelfExclusionLength;

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When a break of this length taken at `startMs` ends (months and years on the Asia/Shanghai calendar). */
export function breakEndMs(length: BreakLength, startMs: number): number {
  switch (length) {
    case '24h':
      return startMs + 24 * HOUR_MS;
    case '7d':
      return startMs + 7 * DAY_MS;
    case '30d':
      return startMs + 30 * DAY_MS;
    case '6w':
      return startMs + 42 * DAY_MS;
    case '6m':
      return addShanghaiMonths(startMs, 6);
    case '1y':
      return addShanghaiMonths(startMs, 12);
    case '5y':
      return addShanghaiMonths(startMs, 60);
  }
}

/** The kind a member's own break of this length is. */
export const breakKindOf = (length: BreakLength): BreakKind =>
  (TIMEOUT_LENGTHS as readonly string[]).includes(length) ? 'timeout' : 'self_exclusion';

/** What a member does with money or marketing, for the rules of a break. */
export type ProtectedAction =
  | 'bet'
  | 'chase'
  | 'red_packet_send'
  | 'red_packet_grab'
  | 'deposit'
  | 'venue_transfer'
  | 'marketing'
  | 'login'
  | 'withdraw'
  | 'history';

/** During any break the member may still log in, withdraw and read history; nothing else that moves money. */
const ALLOWED_DURING_BREAK: ReadonlySet<ProtectedAction> = new Set(['login', 'withdraw', 'history']);

export const breakForbids = (action: ProtectedAction): boolean => !ALLOWED_DURING_BREAK.has(action);

export type Break = { kind: BreakKind; startMs: number; endMs: number; liftedMs: number | null };

/** The break in force at `nowMs` (the one ending last when several overlap), or null. */
export function activeBreak<B extends Break>(breaks: readonly B[], nowMs: number): B | null {
  let found: B | null = null;
  for (const b of breaks) {
    const live = b.startMs <= nowMs && nowMs < b.endMs && (b.liftedMs === null || nowMs < b.liftedMs);
    if (live && (found === null || b.endMs > found.endMs)) found = b;
  }
  return found;
}

/**
 * Who may end a break before its end: nobody ends a member's own time-out or self-exclusion early
 * (not the member, not an operator); only an operator ends an operator exclusion.
 */
export const mayLiftEarly = (kind: BreakKind, by: 'member' | 'operator'): boolean =>
  kind === 'operator_exclusion' && by === 'operator';
