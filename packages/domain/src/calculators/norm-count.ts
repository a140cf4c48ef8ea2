import type { PlaySelection } from '../games/common/verdict';
import { linkMaxPicks } from '../games/mark-six/link-expand';
import type { GameType } from '../games/registry';
import { combinations } from './combinatorics';
import {
  directCount,
  directSum2Count,
  directSum3Count,
  fiveStarGroup,
  fourStarGroup,
  group2Count,
  group3Count,
  group6Count,
  groupAnyDigitCount,
  groupSum3Count,
  positionalCount,
  span3Count,
} from './digit-plays';
import {
  k3SameFaceCount,
  k3SumCount,
  k3ThreeDistinctCount,
  k3TwoDistinctCount,
  k3TwoSameSingleCount,
} from './k3-plays';
import {
  anyPickCount,
  danTuoCount,
  front1Count,
  front2DirectCount,
  front2GroupCount,
  front3DirectCount,
  front3GroupCount,
} from './syxw-plays';

// Bet count (注) of an official (norm) selection, shared by the client's live count and the server,
// which prices a norm bet from this count instead of trusting the one the client sends.

type Counter = (s: PlaySelection) => number;

const nums = (s: PlaySelection) => s.numbers ?? [];
const sets = (s: PlaySelection) => s.sets ?? [];

/** A counter that needs exactly `n` position sets (直选). */
function withSets(n: number, f: (sets: readonly (readonly number[])[]) => number): Counter {
  return (s) => (sets(s).length === n ? f(sets(s)) : 0);
}

/** A counter valid only with one of the named options (前三/中三/后三, 前二/后二). */
function withOption(options: readonly string[], f: Counter): Counter {
  return (s) => (s.option !== undefined && options.includes(s.option) ? f(s) : 0);
}

const SEGMENT = ['front', 'middle', 'back'];
const TWO = ['front', 'back'];

const SSC: Record<string, Counter> = {
  'five-direct': withSets(5, directCount),
  'three-direct': withOption(SEGMENT, withSets(3, directCount)),
  'three-direct-sum': withOption(SEGMENT, (s) => directSum3Count(nums(s))),
  'three-span': withOption(SEGMENT, (s) => span3Count(nums(s))),
  'group-three': withOption(SEGMENT, (s) => group3Count(nums(s))),
  'group-six': withOption(SEGMENT, (s) => group6Count(nums(s))),
  'group-sum': withOption(SEGMENT, (s) => groupSum3Count(nums(s))),
  'group-bao-dan': withOption(SEGMENT, (s) => groupAnyDigitCount(nums(s))),
  'two-direct': withOption(TWO, withSets(2, directCount)),
  'two-direct-sum': withOption(TWO, (s) => directSum2Count(nums(s))),
  'two-group': withOption(TWO, (s) => group2Count(nums(s))),
  'fixed-position': withSets(5, positionalCount),
  'five-group-120': (s) => fiveStarGroup.g120(nums(s)),
  'five-group-60': withSets(2, ([d, s]) => fiveStarGroup.g60(d!, s!)),
  'five-group-30': withSets(2, ([d, s]) => fiveStarGroup.g30(d!, s!)),
  'five-group-20': withSets(2, ([t, s]) => fiveStarGroup.g20(t!, s!)),
  'five-group-10': withSets(2, ([t, d]) => fiveStarGroup.g10(t!, d!)),
  'five-group-5': withSets(2, ([q, s]) => fiveStarGroup.g5(q!, s!)),
  'four-group-24': withOption(TWO, (s) => fourStarGroup.g24(nums(s))),
  'four-group-12': withOption(
    TWO,
    withSets(2, ([d, s]) => fourStarGroup.g12(d!, s!)),
  ),
  'four-group-6': withOption(TWO, (s) => fourStarGroup.g6(nums(s))),
  'four-group-4': withOption(
    TWO,
    withSets(2, ([t, s]) => fourStarGroup.g4(t!, s!)),
  ),
};

const SYXW: Record<string, Counter> = {
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8].map((k) => [`any-${k}`, (s: PlaySelection) => anyPickCount(nums(s), k)]),
  ),
  ...Object.fromEntries(
    [2, 3, 4, 5, 6, 7, 8].map((k) => [
      `dan-tuo-${k}`,
      (s: PlaySelection) => danTuoCount(s.dan ?? [], nums(s), k),
    ]),
  ),
  'front1-direct': withSets(1, (p) => front1Count(p[0]!)),
  'front2-direct': withSets(2, (p) => front2DirectCount(p[0]!, p[1]!)),
  'front3-direct': withSets(3, (p) => front3DirectCount(p[0]!, p[1]!, p[2]!)),
  'front2-group': (s) => front2GroupCount(nums(s)),
  'front3-group': (s) => front3GroupCount(nums(s)),
  'fixed-position': withSets(5, (p) => p.reduce((acc, set) => acc + front1Count(set), 0)),
};

const K3: Record<string, Counter> = {
  sum: (s) => k3SumCount(nums(s)),
  'triple-any': () => 1,
  'straight-any': () => 1,
  triple: (s) => k3SameFaceCount(nums(s)),
  'pair-any': (s) => k3SameFaceCount(nums(s)),
  // [pair face, single face]: one 注
  'pair-exact': (s) => (nums(s).length === 2 ? k3TwoSameSingleCount([nums(s)[0]!], [nums(s)[1]!]) : 0),
  'three-distinct': (s) => k3ThreeDistinctCount(nums(s)),
  'two-distinct': (s) => k3TwoDistinctCount(nums(s)),
};

/** 连码 / 不中 复式: C(n, k) 注 for n = k … linkMaxPicks(k) balls 1–49 (same limits as the judge). */
function linkCount(k: number): Counter {
  return (s) => {
    const n = nums(s);
    if (n.some((x) => !Number.isInteger(x) || x < 1 || x > 49) || n.length > linkMaxPicks(k)) return 0;
    return combinations(n.length, k);
  };
}

const MARK_SIX: Record<string, Counter> = {
  'three-all': linkCount(3),
  'three-two': linkCount(3),
  'two-all': linkCount(2),
  'two-special': linkCount(2),
  'special-pair': linkCount(2),
  ...Object.fromEntries([5, 6, 7, 8, 9, 10].map((k) => [`not-hit-${k}`, linkCount(k)])),
};

const COUNTERS: Partial<Record<GameType, Record<string, Counter>>> = {
  ssc: SSC,
  syxw: SYXW,
  k3: K3,
  'mark-six': MARK_SIX,
};

/** Whether `playId` of this game is priced per 注 (an official play with a bet counter). */
export function isNormPlay(gameType: GameType, playId: string): boolean {
  return Object.hasOwn(COUNTERS[gameType] ?? {}, playId);
}

const hasRepeat = (values: readonly number[]) => new Set(values).size !== values.length;

/**
 * 注 of a norm selection; 0 for anything invalid (unknown play, repeated or out-of-range numbers, a
 * missing segment option, a wrong number of positions) so a bad selection can never be priced.
 */
export function normBetCount(gameType: GameType, playId: string, selection: PlaySelection): number {
  const counters = COUNTERS[gameType];
  const counter = counters && Object.hasOwn(counters, playId) ? counters[playId] : undefined;
  if (!counter) return 0;
  const lists = [nums(selection), selection.dan ?? [], ...sets(selection)];
  if (lists.some(hasRepeat)) return 0;
  try {
    return counter(selection);
  } catch (e) {
    if (e instanceof RangeError) return 0; // a number outside the play's range
    throw e;
  }
}
