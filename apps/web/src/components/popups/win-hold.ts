/**
 * A room revealing a draw holds that game's win cards until the last element is shown: the `bonus`
 * push follows settlement, which runs as soon as the server draws, so it would otherwise cover the
 * reveal. Wins of other games, and wins while no room waits, show at once.
 */

/** A hold never outlives this, so a room that stalls (no result, a lost socket) cannot swallow a win. */
export const MAX_WIN_HOLD_MS = 90_000;

type Hold = { holders: number; queued: number[]; show: (amountFen: number) => void; timer: unknown };
const holds = new Map<string, Hold>();

function flush(gameCode: string): void {
  const hold = holds.get(gameCode);
  if (!hold) return;
  holds.delete(gameCode);
  clearTimeout(hold.timer as ReturnType<typeof setTimeout>);
  for (const amountFen of hold.queued) hold.show(amountFen);
}

/** Holds the game's win cards; the returned release (idempotent) shows what arrived meanwhile. */
export function holdWins(gameCode: string, show: (amountFen: number) => void): () => void {
  const hold = holds.get(gameCode) ?? { holders: 0, queued: [], show, timer: undefined };
  hold.holders += 1;
  clearTimeout(hold.timer as ReturnType<typeof setTimeout>);
  hold.timer = setTimeout(() => flush(gameCode), MAX_WIN_HOLD_MS);
  holds.set(gameCode, hold);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    hold.holders -= 1;
    if (hold.holders <= 0 && holds.get(gameCode) === hold) flush(gameCode);
  };
}

/** Queues the win when its game is held; answers whether it did. */
export function queueHeldWin(amountFen: number, gameCode: string | undefined): boolean {
  const hold = gameCode ? holds.get(gameCode) : undefined;
  if (!hold) return false;
  hold.queued.push(amountFen);
  return true;
}
