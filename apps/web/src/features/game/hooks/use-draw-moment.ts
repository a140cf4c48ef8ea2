import type { DrawnIssue } from '@qilin/contract';
import type { GameResult } from '@qilin/domain';
import { useEffect, useRef, useState } from 'react';
import { isQuietMode } from '../../../components/popups';
import { holdGameWins, winsRevealed } from '../../../components/popups/win-hold';
import {
  type DrawMoment,
  newlyDrawn,
  type RevealCues,
  revealUnitCount,
  runReveal,
} from '../model/draw-reveal';
import type { IssueClock } from './use-sale-issue';

/**
 * A wait for a result that the phase reopened without answering (the result call failed, the draw
 * was voided) ends after this; the room then shows its last result again.
 */
export const STALE_WAIT_MS = 10_000;

export type DrawReveal = { issue: string; result: GameResult; units: number; shown: number };

/** `prefers-reduced-motion: reduce`: the result shows at once, without sound or vibration. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Sound and vibration live in the reveal's lazy chunk; the first cue is a step away, time enough to load it. */
function lazyCues(): RevealCues {
  let loaded: RevealCues | null = null;
  void import('../components/draw-reveal/draw-cues').then(
    (m) => {
      loaded = m.drawCues;
    },
    () => {},
  );
  return { element: (index, last) => loaded?.element(index, last) };
}

/**
 * The room's draw moment (see model/draw-reveal): 开奖中 with the time left to the draw once sales
 * close, the newly drawn result revealed element by element when it arrives, and the game's win
 * cards held meanwhile so the win card comes after the last element. `drawn` is the draw history,
 * newest first (undefined while loading: the first answer is shown as it is, not revealed).
 */
export function useDrawMoment(
  gameCode: string,
  clock: IssueClock | null,
  drawn: readonly DrawnIssue[] | undefined,
): { moment: DrawMoment; reveal: DrawReveal | null } {
  const closedNow = clock !== null && clock.phase !== 'open';
  const newest = drawn?.find((d) => d.result);
  const [seen, setSeen] = useState<string | null | undefined>(undefined);
  const [reveal, setReveal] = useState<(DrawReveal & { done: boolean }) | null>(null);
  // Set when sales close; answered once the result arrives; cleared once the phase reopens.
  const [wait, setWait] = useState<{ answered: boolean } | null>(null);

  useEffect(() => {
    if (closedNow) setWait((w) => w ?? { answered: false });
    else setWait((w) => (w?.answered ? null : w));
  }, [closedNow]);
  useEffect(() => {
    if (closedNow || !wait || wait.answered) return;
    const id = setTimeout(() => setWait(null), STALE_WAIT_MS);
    return () => clearTimeout(id);
  }, [closedNow, wait]);

  useEffect(() => {
    if (drawn === undefined) return;
    if (seen === undefined) {
      setSeen(newest?.issue ?? null);
      return;
    }
    const next = newlyDrawn(seen, newest);
    if (!next) return;
    setSeen(next.issue);
    setWait(closedNow ? { answered: true } : null);
    setReveal({ ...next, units: revealUnitCount(next.result), shown: 0, done: false });
  }, [drawn, newest, seen, closedNow]);

  // One run per revealed issue; leaving the room cancels it.
  const running = reveal && !reveal.done ? reveal : null;
  const runningRef = useRef(running);
  runningRef.current = running;
  const runKey = running?.issue;
  useEffect(() => {
    const target = runningRef.current;
    if (runKey === undefined || !target) return;
    const motion = !prefersReducedMotion();
    const quiet = isQuietMode();
    return runReveal({
      units: target.units,
      motion,
      quiet,
      cues: motion && !quiet ? lazyCues() : { element: () => {} },
      onShown: (shown) => setReveal((r) => (r && r.issue === runKey ? { ...r, shown } : r)),
      onDone: () => {
        winsRevealed(gameCode, runKey);
        setReveal((r) => (r && r.issue === runKey ? { ...r, done: true } : r));
      },
    });
  }, [runKey, gameCode]);

  // The game's win cards wait while the room waits for or reveals a draw.
  const holding = (wait !== null && !wait.answered) || running !== null;
  useEffect(() => {
    if (!holding || gameCode === '') return;
    return holdGameWins(gameCode);
  }, [holding, gameCode]);

  let moment: DrawMoment = { stage: 'idle' };
  if (running) moment = { stage: 'revealing', issue: running.issue, result: running.result };
  else if (wait && !wait.answered)
    moment = { stage: 'drawing', remainingMs: clock?.phase === 'closed' ? clock.remainingMs : 0 };
  return { moment, reveal: running };
}
