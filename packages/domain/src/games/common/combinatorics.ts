// Exact integer counting (bigint inside) so that a count can be trusted for money: a count that does not
// fit a safe integer is refused rather than approximated. The one C(n, k) of the domain.

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

export function countIn(values: readonly number[], pool: readonly number[]): number {
  const set = new Set(pool);
  return values.filter((v) => set.has(v)).length;
}

export function sumOf(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Occurrence count per value. */
export function tally(values: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

/** Every k-subset of `values` in lexicographic index order (C(n, k) of them; callers keep n small). */
export function kSubsets<T>(values: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= values.length - (k - pick.length); i++) {
      pick.push(values[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= values.length) walk(0);
  return out;
}
