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

/** Sale phase at server time: open until close, 封盘 until the draw, then waiting for the result. */
export function issuePhase(issue: { closeAt: number; drawAt: number }, serverNow: number): IssuePhase {
  if (serverNow < issue.closeAt) return 'open';
  if (serverNow < issue.drawAt) return 'closed';
  return 'drawing';
}

/** Spec §4 "round process" (domain `roundProcessAt`): 1 while the round sells, 2 once its sales closed. */
export function roundProcess(phase: IssuePhase): RoundProcessValue {
  return phase === 'open' ? RoundProcess.selling : RoundProcess.closed;
}

export { RoundProcess, type RoundProcessValue };
