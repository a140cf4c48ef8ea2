import type { CatalogueEntry, GameFamily } from '../catalogue/types';
import type { PlaySelection } from '../games/common/verdict';
import { type GameResult, judgePlay } from '../games/registry';
import { splitHotColdGroups } from '../labels/charts';

/** How many earlier results a hint looks at (the hot/cold window of the trend screens). */
export const PREDICTION_WINDOW = 30;

/** A hint for one issue: one option of the game's first big/small-style group. Information, never a promise. */
export interface PredictionHint {
  group: string;
  name: string;
  playId: string;
  option?: string;
  position?: number;
  /** Issues since the option last won, within the results the hint was drawn from. */
  miss: number;
  /** How many earlier results the hint was drawn from (≤ PREDICTION_WINDOW). */
  basis: number;
}

/** hit: the hinted option won; miss: it lost; push: the draw refunded it (e.g. Keno sum 810). */
export type PredictionOutcome = 'hit' | 'miss' | 'push';

function selectionOf(e: CatalogueEntry): PlaySelection {
  return {
    playId: e.playId,
    ...(e.option !== undefined && { option: e.option }),
    ...(e.position !== undefined && { position: e.position }),
  };
}

/** The option's verdict on one result; null for an entry that cannot be judged alone (needs numbers). */
function verdictOf(result: GameResult, selection: PlaySelection): PredictionOutcome | null {
  try {
    const { outcome } = judgePlay(result, selection);
    return outcome === 'win' ? 'hit' : outcome === 'push' ? 'push' : 'miss';
  } catch {
    return null;
  }
}

/**
 * The hint for an issue, from the results drawn before it (newest first; only the first
 * PREDICTION_WINDOW are read): among the entries of the game's first big/small-style group whose
 * options can be judged alone (11选5's 任选 need numbers, so its next group), the one absent longest
 * ("due"); ties go to fewer wins in the window, then to catalogue order. The same results always give
 * the same hint. Null without any earlier result or a judgeable entry.
 */
export function predictionHint(family: GameFamily, before: readonly GameResult[]): PredictionHint | null {
  const results = before.slice(0, PREDICTION_WINDOW);
  if (results.length === 0) return null;
  for (const group of splitHotColdGroups(family.playGroups.credit).styleGroups) {
    const best = mostOverdue(group.entries, results);
    if (best)
      return {
        group: group.name,
        name: best.entry.name,
        ...selectionOf(best.entry),
        miss: best.miss,
        basis: results.length,
      };
  }
  return null;
}

function mostOverdue(entries: readonly CatalogueEntry[], results: readonly GameResult[]) {
  let best: { entry: CatalogueEntry; miss: number; hits: number } | null = null;
  for (const entry of entries) {
    const verdicts = results.map((r) => verdictOf(r, selectionOf(entry)));
    if (verdicts.some((v) => v === null)) continue;
    const first = verdicts.indexOf('hit');
    const miss = first === -1 ? results.length : first;
    const hits = verdicts.filter((v) => v === 'hit').length;
    if (!best || miss > best.miss || (miss === best.miss && hits < best.hits)) best = { entry, miss, hits };
  }
  return best;
}

/** How a hint fared against its issue's result. */
export function predictionOutcome(result: GameResult, hint: PredictionHint): PredictionOutcome {
  const selection: PlaySelection = {
    playId: hint.playId,
    ...(hint.option !== undefined && { option: hint.option }),
    ...(hint.position !== undefined && { position: hint.position }),
  };
  return verdictOf(result, selection) ?? 'miss';
}
