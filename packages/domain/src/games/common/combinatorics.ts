/** C(n, k) for small n (exact in double precision far beyond any play here). */
export function choose(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
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
