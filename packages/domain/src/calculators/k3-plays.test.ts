import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  k3SameFaceCount,
  k3SumCount,
  k3ThreeDistinctCount,
  k3TwoDistinctCount,
  k3TwoSameSingleCount,
} from './k3-plays';

const FACES = [1, 2, 3, 4, 5, 6];
const faceSet = fc.subarray(FACES);

/** Unordered dice outcomes (multisets of 3 faces). */
const MULTISETS: number[][] = FACES.flatMap((a) =>
  FACES.filter((b) => b >= a).flatMap((b) => FACES.filter((c) => c >= b).map((c) => [a, b, c])),
);

describe('K3 counters agree with enumeration of the bettable outcomes', () => {
  it('二同号单选 = AAB outcomes with A a pair face and B a single face', () => {
    fc.assert(
      fc.property(faceSet, faceSet, (pairs, singles) => {
        const brute = MULTISETS.filter(([a, b, c]) => {
          if (a === b && b === c) return false;
          const pair = a === b ? a! : b === c ? b! : null;
          if (pair === null) return false;
          const single = [a, b, c].find((x) => x !== pair)!;
          return pairs.includes(pair) && singles.includes(single);
        }).length;
        expect(k3TwoSameSingleCount(pairs, singles)).toBe(brute);
      }),
    );
  });

  it('三不同号 and 二不同号 = distinct-face sets', () => {
    fc.assert(
      fc.property(faceSet, (s) => {
        const three = MULTISETS.filter((m) => new Set(m).size === 3 && m.every((x) => s.includes(x))).length;
        expect(k3ThreeDistinctCount(s)).toBe(three);
        let two = 0;
        for (const a of s) for (const b of s) if (a < b) two++;
        expect(k3TwoDistinctCount(s)).toBe(two);
        expect(k3SameFaceCount(s)).toBe(s.length);
      }),
    );
  });

  it('和值 counts chosen sums and refuses impossible ones', () => {
    expect(k3SumCount([3, 10, 10, 18])).toBe(3);
    expect(() => k3SumCount([2])).toThrow(RangeError);
    expect(() => k3SumCount([19])).toThrow(RangeError);
    expect(() => k3SameFaceCount([7])).toThrow(RangeError);
  });
});
