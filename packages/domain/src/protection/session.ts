/**
 * Session length (the member's `session_minutes` limit). A session begins at a login and is over once
 * it has lasted the limit; money actions then wait for a new session. A login starts a new one only
 * after a pause of `SESSION_PAUSE_MS` past the end of the last (logging in again at once, or on another
 * device, carries the ended session on), so the limit cannot be reset by logging out and in again.
 */
export const SESSION_PAUSE_MS = 15 * 60 * 1000;

/** When a session begun at `startMs` ends under a limit of `limitMinutes`. */
export const sessionEndMs = (startMs: number, limitMinutes: number): number =>
  startMs + limitMinutes * 60_000;

/**
 * Whether the session is over at `nowMs`: null while it runs (or without a limit, or with no session
 * known), otherwise when a login may begin a new session (its end plus the pause).
 */
export function sessionOver(
  startMs: number | null,
  limitMinutes: number | null,
  nowMs: number,
): { endedMs: number; againMs: number } | null {
  if (startMs === null || limitMinutes === null) return null;
  const endedMs = sessionEndMs(startMs, limitMinutes);
  return nowMs >= endedMs ? { endedMs, againMs: endedMs + SESSION_PAUSE_MS } : null;
}

/**
 * The start of the member's session after a login at `nowMs`: a new one (now) when none is known or
 * the last one ended at least a pause ago; otherwise the last one goes on (still running, or ended
 * and the pause not over). `limitMinutes` null (no limit): every login begins a new session.
 */
export function sessionStartAfterLogin(
  previousStartMs: number | null,
  limitMinutes: number | null,
  nowMs: number,
): number {
  if (previousStartMs === null || limitMinutes === null) return nowMs;
  const over = sessionOver(previousStartMs, limitMinutes, nowMs);
  if (over === null) return previousStartMs;
  return nowMs >= over.againMs ? nowMs : previousStartMs;
}
