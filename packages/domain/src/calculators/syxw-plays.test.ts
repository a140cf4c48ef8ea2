import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyPickCount,
  danTuoCount,
  front1Count,
  front2DirectCount,
  front2GroupCount,
  front3DirectCount,
  front3GroupCount,
} from './syxw-plays';

const BALLS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const ballSet = fc.subarray(BALLS);

/** Every k-subset of `pool`. */
function subsets(pool: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (pool.length < k) return [];
  const [head, ...rest] = pool;
  return [...subsets(rest, k - 1).map((s) => [head!, ...s]), ...subsets(rest, k)];
}

describe('11选5 counters agree with enumeration', () => {
  it('任选 1–8: the k-subsets of the chosen numbers', () => {
    fc.assert(
      fc.property(ballSet, fc.integer({ min: 1, max: 8 }), (s, k) => {
        expect(anyPickCount(s, k)).toBe(subsets(s, k).length);
      }),
    );
    expect(anyPickCount([1, 2, 3, 4, 5, 6], 6)).toBe(1);
    expect(() => anyPickCount([1, 2], 9)).toThrow(RangeError);
    expect(() => anyPickCount([0, 2], 2)).toThrow(RangeError);
  });

  it('前一/前二/前三 direct: ordered tuples of distinct numbers across positions', () => {
    fc.assert(
      fc.property(ballSet, ballSet, ballSet, (p1, p2, p3) => {
        let two = 0;
        let three = 0;
        for (const a of BALLS) {
          for (const b of BALLS) {
            if (a === b || !p1.includes(a) || !p2.includes(b)) continue;
            two++;
            for (const c of BALLS) if (c !== a && c !== b && p3.includes(c)) three++;
          }
        }
        expect(front1Count(p1)).toBe(p1.length);
        expect(front2DirectCount(p1, p2)).toBe(two);
        expect(front3DirectCount(p1, p2, p3)).toBe(three);
      }),
    );
  });

  it('前二/前三 group: unordered subsets', () => {
    fc.assert(
      fc.property(ballSet, (s) => {
        expect(front2GroupCount(s)).toBe(subsets(s, 2).length);
        expect(front3GroupCount(s)).toBe(subsets(s, 3).length);
      }),
    );
  });

  it('胆拖: k-subsets containing every dan, the rest from tuo', () => {
    fc.assert(
      fc.property(ballSet, ballSet, fc.integer({ min: 2, max: 8 }), (dan, tuoRaw, k) => {
        const tuo = tuoRaw.filter((x) => !dan.includes(x));
        const valid = dan.length >= 1 && dan.length < k;
        const brute = subsets(BALLS, k).filter(
          (s) => dan.every((d) => s.includes(d)) && s.every((x) => dan.includes(x) || tuo.includes(x)),
        ).length;
        expect(danTuoCount(dan, tuo, k)).toBe(valid ? brute : 0);
      }),
      { numRuns: 80 },
    );
    expect(danTuoCount([1], [1, 2, 3], 2)).toBe(0); // a number cannot be both dan and tuo
    expect(danTuoCount([], [1, 2, 3], 2)).toBe(0);
    expect(danTuoCount([1, 2], [3, 4], 2)).toBe(0);
    expect(danTuoCount([1], [2, 3, 4], 3)).toBe(3);
  });
});
