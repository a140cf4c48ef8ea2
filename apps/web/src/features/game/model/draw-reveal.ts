import type { GameResult } from '@qilin/domain';

/**
 * The draw moment: after sales close the room shows 开奖中 with a countdown to the draw, then the
 * result appears element by element (balls, dice, cars, cards — in the order the result view draws
 * them), then the member's win card. This file is the timing, free of React and the DOM so it runs
 * under fake timers.
 */

/**
 * How many elements a result reveals, one step each: every ball, die, car and card the result view
 * draws (PC28, 快3 and 快乐8 end with their sum ball).
 */
export function revealUnitCount(result: GameResult): number {
  switch (result.game) {
    case 'mark-six':
      return result.balls.length + 1;
    case 'pc28':
      return result.digits.length + 1;
    case 'k3':
      return result.dice.length + 1;
    case 'pk10':
      return result.order.length;
    case 'ssc':
    case 'syxw':
      return result.balls.length;
    case 'keno':
      return result.numbers.length + 1;
    case 'digit-bull':
      return result.digits.length;
    case 'card-bull':
      return result.cards.length;
    case 'baccarat':
      return result.player.length + result.banker.length;
  }
}

/** A whole reveal takes about this long, however many elements it has. */
export const REVEAL_TOTAL_MS = 5000;
const STEP_MIN_MS = 250;
const STEP_MAX_MS = 700;

/** Time between two elements: five balls go at a readable pace, twenty cards do not take a minute. */
export function revealStepMs(units: number): number {
  if (units <= 0) return 0;
  return Math.min(STEP_MAX_MS, Math.max(STEP_MIN_MS, Math.round(REVEAL_TOTAL_MS / units)));
}

/** Sound and vibration for each element; the last one gets the stronger cue. */
export type RevealCues = { element: (index: number, last: boolean) => void };

export type RevealOptions = {
  units: number;
  /** false under `prefers-reduced-motion: reduce`: everything shows at once, silently. */
  motion: boolean;
  /** quiet mode: the elements still appear one by one, without sound or vibration. */
  quiet: boolean;
  cues: RevealCues;
  /** How many elements are shown now (0 at the start, `units` at the end). */
  onShown: (shown: number) => void;
  onDone: () => void;
};

/**
 * Runs one reveal: `onShown(0)`, then one element per step with its cue, then `onDone`. With motion
 * off it shows all of them and finishes at once. Returns a cancel function (leaving the room).
 */
export function runReveal({ units, motion, quiet, cues, onShown, onDone }: RevealOptions): () => void {
  if (!motion || units <= 0) {
    onShown(units);
    onDone();
    return () => {};
  }
  const stepMs = revealStepMs(units);
  let shown = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    shown += 1;
    onShown(shown);
    if (!quiet) cues.element(shown - 1, shown === units);
    if (shown < units) timer = setTimeout(step, stepMs);
    // The last element stays a moment on its own before the win card covers the room.
    else timer = setTimeout(onDone, stepMs);
  };
  onShown(0);
  timer = setTimeout(step, stepMs);
  return () => clearTimeout(timer);
}

/** What the room's result slot shows. */
export type DrawMoment =
  | { stage: 'idle' }
  /** Sales closed, the result not in yet: 开奖中 with the time left to the draw. */
  | { stage: 'drawing'; remainingMs: number }
  | { stage: 'revealing'; issue: string; result: GameResult };

/**
 * Which drawn issue, if any, deserves a reveal: the newest drawn issue when it is newer than the one
 * the room already showed (`seen`). The first answer a room gets is shown as it is, not revealed.
 */
export function newlyDrawn(
  seen: string | null | undefined,
  newest: { issue: string; result: GameResult | null } | undefined,
): { issue: string; result: GameResult } | null {
  if (seen === undefined || !newest?.result || newest.issue === seen) return null;
  if (seen !== null && newest.issue < seen) return null;
  return { issue: newest.issue, result: newest.result };
}
