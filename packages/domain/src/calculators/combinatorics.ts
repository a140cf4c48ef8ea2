// Counting helpers for the bet calculators. Exact integer results (bigint inside) so that a count can
// be trusted for money: a count that does not fit a safe integer is refused rather than approximated.

function toSafe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`count too large: ${value}`);
  return Number(value);
}

function assertNonNegInt(name: string, v: number): void {
  if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be an integer ≥ 0: ${v}`);
}

/** C(n, k): 0 when k > n. */
export function combinations(n: number, k: number): number {
  assertNonNegInt('n', n);
  assertNonNegInt('k', k);
  if (k > n) return 0;
  const kk = Math.min(k, n - k);
  let acc = 1n;
  // acc stays an exact binomial C(n − kk + i, i) after each step, so the division is exact.
  for (let i = 1; i <= kk; i++) acc = (acc * BigInt(n - kk + i)) / BigInt(i);
  return toSafe(acc);
}

/** P(n, k) = n! / (n − k)!: ordered picks without repetition; 0 when k > n. */
export function permutations(n: number, k: number): number {
  assertNonNegInt('n', n);
  assertNonNegInt('k', k);
  if (k > n) return 0;
  let acc = 1n;
  for (let i = 0; i < k; i++) acc *= BigInt(n - i);
  return toSafe(acc);
}

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
