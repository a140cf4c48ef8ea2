import { combinations, uniq } from './combinatorics';

// Bet counters for 11选5 (numbers 1–11, game-rules B §6).

function balls(values: readonly number[]): number[] {
  const set = uniq(values);
  if (!set.every((b) => Number.isInteger(b) && b >= 1 && b <= 11))
    throw new RangeError(`numbers must be 1–11: ${values}`);
  return set;
}

function assertPick(k: number): void {
  if (!Number.isInteger(k) || k < 1 || k > 8) throw new RangeError(`any-pick k must be 1–8: ${k}`);
}

/** 任选 k (k = 1…8) 复式: C(n, k); choosing exactly k numbers is one bet (official rule). */
export function anyPickCount(chosen: readonly number[], k: number): number {
  assertPick(k);
  return combinations(balls(chosen).length, k);
}

/** 前一直选 / 定位胆 on one position: #S. */
export function front1Count(first: readonly number[]): number {
  return balls(first).length;
}

/** 前二直选: ordered pairs (a, b), a ∈ P₁, b ∈ P₂, a ≠ b. */
export function front2DirectCount(first: readonly number[], second: readonly number[]): number {
  const b = balls(second);
  return balls(first).reduce((acc, a) => acc + b.filter((x) => x !== a).length, 0);
}

/** 前三直选: ordered triples of distinct numbers across P₁, P₂, P₃. */
export function front3DirectCount(
  first: readonly number[],
  second: readonly number[],
  third: readonly number[],
): number {
  const p2 = balls(second);
  const p3 = balls(third);
  let count = 0;
  for (const a of balls(first)) {
    for (const b of p2) {
      if (b === a) continue;
      count += p3.filter((c) => c !== a && c !== b).length;
    }
  }
  return count;
}

/** 前二组选: C(n, 2). */
export function front2GroupCount(chosen: readonly number[]): number {
  return combinations(balls(chosen).length, 2);
}

/** 前三组选: C(n, 3). */
export function front3GroupCount(chosen: readonly number[]): number {
  return combinations(balls(chosen).length, 3);
}

/**
 * 胆拖 for 任选 k (k = 2…8): every bet holds all 胆 (dan) plus k − #dan of the 拖 (tuo), so the count is
 * C(#tuo, k − #dan). Invalid — 0 bets — when there is no dan, when dan fills the whole pick
 * (#dan ≥ k), or when a number is both dan and tuo.
 */
export function danTuoCount(dan: readonly number[], tuo: readonly number[], k: number): number {
  assertPick(k);
  const d = balls(dan);
  const t = balls(tuo);
  if (d.length < 1 || d.length >= k || t.some((x) => d.includes(x))) return 0;
  return combinations(t.length, k - d.length);
}
