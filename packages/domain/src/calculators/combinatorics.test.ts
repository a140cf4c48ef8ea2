import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationCount, combinations, permutations } from './combinatorics';

/** Brute force: every k-subset of {0..n-1} by bitmask. */
function bruteSubsets(n: number, k: number): number {
  let count = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    if (bits === k) count++;
  }
  return count;
}

/** Brute force: ordered k-tuples of distinct elements of {0..n-1}. */
function bruteArrangements(n: number, k: number, used: Set<number> = new Set()): number {
  if (k === 0) return 1;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (used.has(i)) continue;
    used.add(i);
    count += bruteArrangements(n, k - 1, used);
    used.delete(i);
  }
  return count;
}

describe('combinatorics', () => {
  it('C(n,k) and P(n,k) agree with enumeration for small n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 14 }), (n, k) => {
        expect(combinations(n, k)).toBe(bruteSubsets(n, k));
        if (n <= 8) expect(permutations(n, k)).toBe(bruteArrangements(n, k));
      }),
    );
  });

  it('is exact beyond float range of the naive product', () => {
    expect(combinations(49, 6)).toBe(13_983_816);
    expect(combinations(60, 10)).toBe(75_394_027_566);
    expect(() => combinations(80, 20)).toThrow(RangeError); // 3.5e18 is not a safe integer
    expect(() => combinations(-1, 2)).toThrow(RangeError);
  });

  it('applies the spec rule: C(n,k) for 2–5 picks, 6/7/8 only with more numbers than picks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 2, max: 8 }), (n, k) => {
        const expected = k <= 5 || n > k ? bruteSubsets(n, k) : 0;
        expect(combinationCount(n, k)).toBe(expected);
      }),
    );
    expect(combinationCount(6, 6)).toBe(0);
    expect(combinationCount(7, 6)).toBe(7);
    expect(combinationCount(3, 3)).toBe(1);
    expect(() => combinationCount(10, 1)).toThrow(RangeError);
    expect(() => combinationCount(10, 9)).toThrow(RangeError);
  });
});
