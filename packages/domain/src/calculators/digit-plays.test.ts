import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  directCount,
  directSum2Count,
  directSum3Count,
  fiveStarGroup,
  fourStarGroup,
  GROUP_ANY_DIGIT_BETS,
  group2Count,
  group3Count,
  group6Count,
  groupAnyDigitCount,
  groupSum3Count,
  positionalCount,
  span3Count,
} from './digit-plays';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const digitSet = fc.subarray(DIGITS);

/** Every ordered outcome of `k` digits. */
function outcomes(k: number): number[][] {
  let acc: number[][] = [[]];
  for (let i = 0; i < k; i++) acc = acc.flatMap((o) => DIGITS.map((d) => [...o, d]));
  return acc;
}

/** Every unordered outcome (multiset) of `k` digits, as a non-decreasing array. */
function multisets(k: number, from = 0): number[][] {
  if (k === 0) return [[]];
  return DIGITS.filter((d) => d >= from).flatMap((d) => multisets(k - 1, d).map((rest) => [d, ...rest]));
}

/** Value → multiplicity. */
function tally(m: readonly number[]): Map<number, number> {
  const t = new Map<number, number>();
  for (const d of m) t.set(d, (t.get(d) ?? 0) + 1);
  return t;
}

/** Multisets whose shape is `shape` (multiplicities, e.g. [2,1,1,1]) and whose value of multiplicity m is in roles[m]. */
function countGroups(k: number, shape: number[], roles: Record<number, readonly number[]>): number {
  const want = [...shape].sort().join();
  return tallies(k).filter(({ t, shapeKey }) => {
    if (shapeKey !== want) return false;
    return [...t].every(([value, times]) => roles[times]!.includes(value));
  }).length;
}

const tallyCache = new Map<number, { t: Map<number, number>; shapeKey: string }[]>();
function tallies(k: number): { t: Map<number, number>; shapeKey: string }[] {
  let cached = tallyCache.get(k);
  if (!cached) {
    cached = multisets(k).map((m) => {
      const t = tally(m);
      return { t, shapeKey: [...t.values()].sort().join() };
    });
    tallyCache.set(k, cached);
  }
  return cached;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('digit play counters agree with enumeration', () => {
  it('direct and positional', () => {
    fc.assert(
      fc.property(fc.array(digitSet, { minLength: 1, maxLength: 3 }), (sets) => {
        const brute = outcomes(sets.length).filter((o) => o.every((d, i) => sets[i]!.includes(d))).length;
        expect(directCount(sets)).toBe(brute);
        expect(positionalCount(sets)).toBe(sum(sets.map((s) => s.length)));
      }),
    );
    expect(directCount([[1, 1, 2], [3]])).toBe(2);
    expect(directCount([])).toBe(0);
    expect(() => directCount([[10]])).toThrow(RangeError);
  });

  it('sum, span and group-sum tables match B §3/§4 by enumeration', () => {
    const three = outcomes(3);
    for (let s = 0; s <= 27; s++) expect(directSum3Count([s])).toBe(three.filter((o) => sum(o) === s).length);
    for (let s = 0; s <= 18; s++)
      expect(directSum2Count([s])).toBe(outcomes(2).filter((o) => sum(o) === s).length);
    for (let k = 0; k <= 9; k++) {
      expect(span3Count([k])).toBe(three.filter((o) => Math.max(...o) - Math.min(...o) === k).length);
    }
    const groups = multisets(3).filter((m) => new Set(m).size > 1);
    for (let s = 1; s <= 26; s++) expect(groupSum3Count([s])).toBe(groups.filter((m) => sum(m) === s).length);
    expect(directSum3Count([0, 27, 13, 13])).toBe(1 + 1 + 75);
    expect(() => directSum3Count([28])).toThrow(RangeError);
    expect(() => groupSum3Count([0])).toThrow(RangeError);
  });

  it('组选包胆 is 54 per digit: the 组三/组六 outcomes containing it', () => {
    const groups = multisets(3).filter((m) => new Set(m).size > 1);
    for (const d of DIGITS) expect(groups.filter((m) => m.includes(d)).length).toBe(GROUP_ANY_DIGIT_BETS);
    expect(groupAnyDigitCount([3, 3, 7])).toBe(108);
  });

  it('three- and two-star groups', () => {
    fc.assert(
      fc.property(digitSet, (s) => {
        expect(group3Count(s)).toBe(countGroups(3, [2, 1], { 2: s, 1: s }));
        expect(group6Count(s)).toBe(countGroups(3, [1, 1, 1], { 1: s }));
        expect(group2Count(s)).toBe(countGroups(2, [1, 1], { 1: s }));
      }),
    );
  });

  it('five-star 组选 120/60/30/20/10/5', () => {
    fc.assert(
      fc.property(digitSet, digitSet, (a, b) => {
        expect(fiveStarGroup.g120(b)).toBe(countGroups(5, [1, 1, 1, 1, 1], { 1: b }));
        expect(fiveStarGroup.g60(a, b)).toBe(countGroups(5, [2, 1, 1, 1], { 2: a, 1: b }));
        expect(fiveStarGroup.g30(a, b)).toBe(countGroups(5, [2, 2, 1], { 2: a, 1: b }));
        expect(fiveStarGroup.g20(a, b)).toBe(countGroups(5, [3, 1, 1], { 3: a, 1: b }));
        expect(fiveStarGroup.g10(a, b)).toBe(countGroups(5, [3, 2], { 3: a, 2: b }));
        expect(fiveStarGroup.g5(a, b)).toBe(countGroups(5, [4, 1], { 4: a, 1: b }));
      }),
      { numRuns: 60 },
    );
  });

  it('four-star 组选 24/12/6/4', () => {
    fc.assert(
      fc.property(digitSet, digitSet, (a, b) => {
        expect(fourStarGroup.g24(b)).toBe(countGroups(4, [1, 1, 1, 1], { 1: b }));
        expect(fourStarGroup.g12(a, b)).toBe(countGroups(4, [2, 1, 1], { 2: a, 1: b }));
        expect(fourStarGroup.g6(a)).toBe(countGroups(4, [2, 2], { 2: a }));
        expect(fourStarGroup.g4(a, b)).toBe(countGroups(4, [3, 1], { 3: a, 1: b }));
      }),
      { numRuns: 60 },
    );
  });
});
