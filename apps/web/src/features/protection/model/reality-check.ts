const MINUTE_MS = 60_000;

/**
 * When the next reality check is due, on the server's clock: the first whole interval of the login
 * session (start + k × interval, k ≥ 1) after `afterMs` — so a member who opens the app an hour into
 * a session with a 60-minute interval is reminded at 2 h, and one who chose 继续 at the next mark.
 */
export function nextRealityCheckAt(startedAtMs: number, intervalMinutes: number, afterMs: number): number {
  const step = Math.max(1, Math.floor(intervalMinutes)) * MINUTE_MS;
  if (afterMs < startedAtMs) return startedAtMs + step;
  const k = Math.floor((afterMs - startedAtMs) / step) + 1;
  return startedAtMs + k * step;
}

/** How long to wait on this device's clock, given the server's clock was `offsetMs` ahead of it. */
export function delayUntil(dueServerMs: number, offsetMs: number, deviceNowMs: number): number {
  return Math.max(0, dueServerMs - offsetMs - deviceNowMs);
}

/** Browsers run a timer of more than 2^31−1 ms at once; a longer wait is re-armed in steps. */
export const MAX_TIMER_MS = 2_147_483_647;
