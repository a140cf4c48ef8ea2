import { showPopup } from './store';

/**
 * A room revealing a draw holds that game's win cards until the last element is shown: the `bonus`
 * push follows settlement, which runs as soon as the server draws, so it would otherwise cover the
 * reveal. A win of an issue the room has already revealed, of another game, or while no room waits
 * shows at once. Only the socket's `bonus` effect and the room's reveal use it, both lazy chunks, so
 * none of it is in the hall's first load.
 */

/** A hold never outlives this, so a room that stalls (no result, a lost socket) cannot swallow a win. */
export const MAX_WIN_HOLD_MS = 90_000;

type Queued = { amountFen: number; issue?: string };
type Hold = { holders: number; queued: Queued[]; show: (amountFen: number) => void; timer: unknown };
const holds = new Map<string, Hold>();
/** The newest issue of each game a room has finished revealing (issue numbers sort as text). */
const revealed = new Map<string, string>();

function showWhere(gameCode: string, due: (q: Queued) => boolean): void {
  const hold = holds.get(gameCode);
  if (!hold) return;
  const now = hold.queued.filter(due);
  hold.queued = hold.queued.filter((q) => !due(q));
  for (const q of now) hold.show(q.amountFen);
}

function flush(gameCode: string): void {
  const hold = holds.get(gameCode);
  if (!hold) return;
  showWhere(gameCode, () => true);
  holds.delete(gameCode);
  clearTimeout(hold.timer as ReturnType<typeof setTimeout>);
}

/** Holds the game's win cards; the returned release (idempotent) shows what is still waiting. */
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

/** The room has shown `issue` completely: its wins (and any without an issue) come out now. */
export function winsRevealed(gameCode: string, issue: string): void {
  const before = revealed.get(gameCode);
  if (before === undefined || issue > before) revealed.set(gameCode, issue);
  showWhere(gameCode, (q) => q.issue === undefined || q.issue <= issue);
}

/** Queues the win when its game is held and its issue not revealed yet; answers whether it did. */
export function queueHeldWin(amountFen: number, gameCode?: string, issue?: string): boolean {
  const hold = gameCode ? holds.get(gameCode) : undefined;
  if (!gameCode || !hold) return false;
  const done = revealed.get(gameCode);
  if (issue !== undefined && done !== undefined && issue <= done) return false;
  hold.queued.push({ amountFen, issue });
  return true;
}

const showWin = (amountFen: number) => void showPopup({ kind: 'win', amountFen });

/** The `bonus` push's win card: held while a room reveals that game's draw, else shown at once. */
export function showOrHoldWin(amountFen: number, gameCode?: string, issue?: string): void {
  if (!queueHeldWin(amountFen, gameCode, issue)) showWin(amountFen);
}

/** Holds `gameCode`'s win cards until the returned release is called (the room's draw reveal). */
export const holdGameWins = (gameCode: string): (() => void) => holdWins(gameCode, showWin);
