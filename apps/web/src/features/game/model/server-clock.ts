import { RoundProcess, type RoundProcessValue } from '@qilin/domain';

/**
 * Server-clock arithmetic. Countdowns are always `target − serverNow`, where serverNow is the local
 * clock plus an offset measured from a server reply — never a counter decremented per tick, so a
 * throttled background tab or a slow frame can't make the countdown drift from the server.
 */

/** Offset (server − local) from one reply, assuming the server stamped it half-way through the round trip. */
export function clockOffsetMs(serverTimeMs: number, sentAtMs: number, receivedAtMs: number): number {
  const midpoint = sentAtMs + (receivedAtMs - sentAtMs) / 2;
  return Math.round(serverTimeMs - midpoint);
}

export function serverNowMs(offsetMs: number, localNowMs: number = Date.now()): number {
  return localNowMs + offsetMs;
}

/** Whole milliseconds left until `targetMs` on the server clock, never negative. */
export function remainingMs(targetMs: number, offsetMs: number, localNowMs: number = Date.now()): number {
  return Math.max(0, targetMs - serverNowMs(offsetMs, localNowMs));
}

/** 'mm:ss', or 'h:mm:ss' past an hour. Rounds up so 0:00 shows only when the moment has come. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

export type IssuePhase = 'open' | 'closed' | 'drawing';

/** What the phase reads of an issue: its state (absent from older servers) and its instants. */
export type PhaseInput = { state?: string; openAt?: number; closeAt: number; drawAt: number };

/**
 * Sale phase at server time: open until close, 封盘 until the draw, then waiting for the result.
 * A PENDING issue is not on sale yet: it stands for its predecessor's 封盘 (until openAt, which is the
 * predecessor's draw time) and then for that draw (a v2 draw waits a few seconds for its beacon round).
 * A state the server reports as past OPEN wins over a close time this clock has not reached.
 */
export function issuePhase(issue: PhaseInput, serverNow: number): IssuePhase {
  if (issue.state === 'PENDING') {
    return issue.openAt !== undefined && serverNow < issue.openAt ? 'closed' : 'drawing';
  }
  if (serverNow < issue.closeAt)
    return issue.state === undefined || issue.state === 'OPEN' ? 'open' : 'closed';
  if (serverNow < issue.drawAt) return 'closed';
  return 'drawing';
}

/** The instant a phase counts down to: the close while open, openAt while PENDING, else the draw. */
export function phaseTarget(issue: PhaseInput, phase: IssuePhase): number {
  if (phase === 'open') return issue.closeAt;
  if (issue.state === 'PENDING') return issue.openAt ?? issue.drawAt;
  return issue.drawAt;
}

/**
 * When the answer goes stale and the server is asked again: a PENDING issue once its openAt passes
 * (the predecessor is being drawn, then this one opens), any other once its draw time passes.
 */
export function refreshAt(issue: PhaseInput): number {
  return issue.state === 'PENDING' ? (issue.openAt ?? 0) : issue.drawAt;
}

const REFRESH_DELAYS_MS = [1500, 2000, 3000, 5000] as const;

/**
 * Wait before the (attempt+1)-th ask past the refresh instant. The first comes a moment after the
 * instant (results land shortly after it); while the server still answers the same issue in the same
 * state (a draw waiting for its beacon round) the asks back off to one every 5 s.
 */
export function refreshDelayMs(attempt: number): number {
  return REFRESH_DELAYS_MS[Math.min(Math.max(0, attempt), REFRESH_DELAYS_MS.length - 1)] ?? 5000;
}

/** Spec §4 "round process" (domain `roundProcessAt`): 1 while the round sells, 2 once its sales closed. */
export function roundProcess(phase: IssuePhase): RoundProcessValue {
  return phase === 'open' ? RoundProcess.selling : RoundProcess.closed;
}

export { RoundProcess, type RoundProcessValue };
