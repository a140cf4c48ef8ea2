import { kSubsets } from '../common/combinatorics';
import {
  InvalidSelectionError,
  LOSE,
  type PlaySelection,
  requireNumbers,
  type Verdict,
} from '../common/verdict';

/** Most numbers one 连码 / 不中 selection may carry (C(10, 3) = 120, C(12, 5) = 792 注). */
export const linkMaxPicks = (k: number) => (k <= 3 ? 10 : 12);

/** k..max distinct balls 1–49: n > k picks are a 复式 worth C(n, k) 注. */
export function linkPicks(b: PlaySelection, k: number): number[] {
  const picks = requireNumbers(b, k, 1, 49);
  if (picks.length > linkMaxPicks(k))
    throw new InvalidSelectionError(`${b.playId}: ${k}–${linkMaxPicks(k)} numbers`);
  return picks;
}

/**
 * Judges every k-combination of the picks with `decide` (undefined = that 注 loses, '' = wins at the
 * bet's single odds, otherwise the odds key it wins at). One kind of win keeps the plain oddsKey/hits
 * verdict; mixed keys (三中二 中三 + 中二 combinations) become `parts`.
 */
export function judgeCombos(
  picks: readonly number[],
  k: number,
  decide: (combo: readonly number[]) => string | undefined,
): Verdict {
  const byKey = new Map<string, number>();
  for (const combo of kSubsets(picks, k)) {
    const key = decide(combo);
    if (key !== undefined) byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  const wins = [...byKey];
  if (wins.length === 0) return LOSE;
  if (wins.length === 1) {
    const [key, hits] = wins[0]!;
    return { outcome: 'win', hits, ...(key !== '' && { oddsKey: key }) };
  }
  return { outcome: 'win', parts: wins.map(([oddsKey, hits]) => ({ oddsKey, hits })) };
}
