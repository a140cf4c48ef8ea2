import { combinations, uniq } from './combinatorics';

// Bet counters for the 0–9 digit lotteries (SSC / PC28 official plays, game-rules B §4). Every
// selection is a set of digits; duplicates are ignored and anything outside 0–9 is refused.

function digits(values: readonly number[]): number[] {
  const set = uniq(values);
  if (!set.every((d) => Number.isInteger(d) && d >= 0 && d <= 9))
    throw new RangeError(`digits must be 0–9: ${values}`);
  return set;
}

/** 直选复式: one set per position, count = Π #Sᵢ (an empty position gives 0). */
export function directCount(positions: readonly (readonly number[])[]): number {
  return positions.reduce((acc, s) => acc * digits(s).length, positions.length > 0 ? 1 : 0);
}

/** 定位胆: each chosen digit at its position is one bet, count = Σ #Sᵢ. */
export function positionalCount(positions: readonly (readonly number[])[]): number {
  return positions.reduce((acc, s) => acc + digits(s).length, 0);
}

/** Ways to make each sum 0–27 with three digits (B §3 / §4 ways₃, out of 1,000). */
export const SUM3_WAYS: readonly number[] = [
  1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1,
];

/** Ways to make each sum 0–18 with two digits (ways₂, out of 100). */
export const SUM2_WAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** Ordered three-digit outcomes for each span (max − min) 0–9, out of 1,000. */
export const SPAN3_COUNTS: readonly number[] = [10, 54, 96, 126, 144, 150, 144, 126, 96, 54];

/** Unordered 组三/组六 outcomes (no 豹子) for each group sum 1–26; index 0 is sum 1. */
export const GROUP_SUM3_COUNTS: readonly number[] = [
  1, 2, 2, 4, 5, 6, 8, 10, 11, 13, 14, 14, 15, 15, 14, 14, 13, 11, 10, 8, 6, 5, 4, 2, 2, 1,
];

/** Bets covered by one chosen digit in 组选包胆: 18 组三 + 36 组六 (the spec's fixed count 54). */
export const GROUP_ANY_DIGIT_BETS = 54;

function sumOver(table: readonly number[], picks: readonly number[], offset: number): number {
  return uniq(picks).reduce((acc, p) => {
    const v = Number.isInteger(p) ? table[p - offset] : undefined;
    if (v === undefined) throw new RangeError(`value out of range: ${p}`);
    return acc + v;
  }, 0);
}

/** 直选和值 (3 stars): Σ ways₃[s] over the chosen sums 0–27. */
export function directSum3Count(sums: readonly number[]): number {
  return sumOver(SUM3_WAYS, sums, 0);
}

/** 二星直选和值: Σ ways₂[s] over the chosen sums 0–18. */
export function directSum2Count(sums: readonly number[]): number {
  return sumOver(SUM2_WAYS, sums, 0);
}

/** 直选跨度 (3 stars): Σ span[k] over the chosen spans 0–9. */
export function span3Count(spans: readonly number[]): number {
  return sumOver(SPAN3_COUNTS, spans, 0);
}

/** 组选和值 (3 stars, 豹子 excluded): Σ g[s] over the chosen sums 1–26. */
export function groupSum3Count(sums: readonly number[]): number {
  return sumOver(GROUP_SUM3_COUNTS, sums, 1);
}

/** 组选包胆: 54 bets per chosen digit. */
export function groupAnyDigitCount(chosen: readonly number[]): number {
  return digits(chosen).length * GROUP_ANY_DIGIT_BETS;
}

/** 组三复式: every AAB from n chosen digits = n(n − 1). */
export function group3Count(chosen: readonly number[]): number {
  const n = digits(chosen).length;
  return n < 2 ? 0 : n * (n - 1); // n = 0 would otherwise give -0
}

/** 组六复式: C(n, 3). */
export function group6Count(chosen: readonly number[]): number {
  return combinations(digits(chosen).length, 3);
}

/** 二星组选 (pair group): C(n, 2). */
export function group2Count(chosen: readonly number[]): number {
  return combinations(digits(chosen).length, 2);
}

/** Σ over the members x of `outer` of f(#(inner ∖ {x})). */
function sumExcluding(
  outer: readonly number[],
  inner: readonly number[],
  f: (size: number) => number,
): number {
  const innerSet = digits(inner);
  return digits(outer).reduce((acc, x) => acc + f(innerSet.filter((y) => y !== x).length), 0);
}

/**
 * 五星组选 (five-position groups), B §4: 120 = 5 distinct; 60 = AABCD; 30 = AABBC; 20 = AAABC;
 * 10 = AAABB; 5 = AAAAB. D = chosen doubles, S = singles, T = triples, Q = quads.
 */
export const fiveStarGroup = {
  g120: (singles: readonly number[]) => combinations(digits(singles).length, 5),
  g60: (doubles: readonly number[], singles: readonly number[]) =>
    sumExcluding(doubles, singles, (n) => combinations(n, 3)),
  g30: (doubles: readonly number[], singles: readonly number[]) =>
    sumExcluding(singles, doubles, (n) => combinations(n, 2)),
  g20: (triples: readonly number[], singles: readonly number[]) =>
    sumExcluding(triples, singles, (n) => combinations(n, 2)),
  g10: (triples: readonly number[], doubles: readonly number[]) => sumExcluding(triples, doubles, (n) => n),
  g5: (quads: readonly number[], singles: readonly number[]) => sumExcluding(quads, singles, (n) => n),
};

/** 四星组选: 24 = 4 distinct; 12 = AABC; 6 = AABB; 4 = AAAB. */
export const fourStarGroup = {
  g24: (singles: readonly number[]) => combinations(digits(singles).length, 4),
  g12: (doubles: readonly number[], singles: readonly number[]) =>
    sumExcluding(doubles, singles, (n) => combinations(n, 2)),
  g6: (doubles: readonly number[]) => combinations(digits(doubles).length, 2),
  g4: (triples: readonly number[], singles: readonly number[]) => sumExcluding(triples, singles, (n) => n),
};
