// Counting helpers for the bet calculators; C(n, k) and P(n, k) live with the games' own helpers.
import { combinations } from '../games/common/combinatorics';

export { combinations, permutations } from '../games/common/combinatorics';

/**
 * The spec §5 "combination counts" rule for a pool of n chosen numbers and k picks:
 * k = 2…5 → C(n, k); k = 6, 7, 8 → 0 unless MORE than k numbers are chosen, then C(n, k).
 * The strict "more than" is the spec's literal wording (game-rules B §4 flags it as "check ≥ vs >");
 * games whose official rule allows exactly k numbers (11选5 任选六…八) use anyPickCount instead.
 */
export function combinationCount(n: number, k: number): number {
  if (k >= 2 && k <= 5) return combinations(n, k);
  if (k >= 6 && k <= 8) return n > k ? combinations(n, k) : 0;
  throw new RangeError(`combination counts are defined for 2–8 picks: ${k}`);
}

/** Distinct values of a selection (pickers may send duplicates; a set is what is bet on). */
export function uniq(values: readonly number[]): number[] {
  return [...new Set(values)];
}
