/**
 * Spec §3/§4 "round process" of a game room: 1 while the issue on sale still takes bets, 2 once its
 * sales have closed (封盘 until the next issue opens). The client clears its stored real-bet info at 2.
 * Server (main lottery data `process`) and client (from the server clock) both read it from here.
 */
export const RoundProcess = { selling: 1, closed: 2 } as const;
export type RoundProcessValue = (typeof RoundProcess)[keyof typeof RoundProcess];

/** `closeAtMs` of the issue on sale, or null when none is; `nowMs` is server time. */
export function roundProcessAt(closeAtMs: number | null, nowMs: number): RoundProcessValue {
  return closeAtMs !== null && nowMs < closeAtMs ? RoundProcess.selling : RoundProcess.closed;
}
