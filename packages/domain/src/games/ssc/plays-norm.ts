import { sumOf } from '../common/combinatorics';
import { isLeopard, isPair } from '../common/digit-forms';
import {
  InvalidSelectionError,
  type PlayRule,
  type PlaySelection,
  requireNumbers,
  requireOption,
  requireSets,
  winHits,
  winIf,
} from '../common/verdict';
import type { SscConfig } from './odds';
import type { SscResult, SscSegment } from './result';
import { sscSegment } from './result';

/**
 * 官方 (norm) plays. A bet is a selection worth `count` 注 (from the calculators); the judge returns how
 * many of those 注 won, which settlement pays at the per-注 odds.
 */
type Rule = PlayRule<SscResult, SscConfig>;
const SEGMENTS: SscSegment[] = ['front', 'middle', 'back'];

function segmentOf(r: SscResult, b: PlaySelection): number[] {
  return sscSegment(r, requireOption(b, SEGMENTS) as SscSegment);
}

function twoOf(r: SscResult, b: PlaySelection): number[] {
  return requireOption(b, ['front', 'back']) === 'front' ? r.balls.slice(0, 2) : r.balls.slice(3, 5);
}

const allIn = (digits: readonly number[], sets: readonly (readonly number[])[]) =>
  digits.every((d, i) => sets[i]!.includes(d));

export const SSC_NORM_PLAYS: Rule[] = [
  {
    id: 'five-direct',
    name: '五星直选复式',
    rule: '五个位置的号码都在各自所选号码中',
    judge: (r, b) => winIf(allIn(r.balls, requireSets(b, 5, 0, 9))),
  },
  {
    id: 'three-direct',
    name: '三星直选复式',
    rule: '前三/中三/后三（option）按位全中',
    judge: (r, b) => winIf(allIn(segmentOf(r, b), requireSets(b, 3, 0, 9))),
  },
  {
    id: 'three-direct-sum',
    name: '三星直选和值',
    rule: '所选段三个号码之和在所选和值中（每个和值按其注数计）',
    judge: (r, b) => winIf(requireNumbers(b, 1, 0, 27).includes(sumOf(segmentOf(r, b)))),
  },
  {
    id: 'three-span',
    name: '三星直选跨度',
    rule: '所选段最大与最小号码之差在所选跨度中',
    judge: (r, b) => {
      const seg = segmentOf(r, b);
      return winIf(requireNumbers(b, 1, 0, 9).includes(Math.max(...seg) - Math.min(...seg)));
    },
  },
  {
    id: 'group-three',
    name: '组三复式',
    rule: '所选段为对子形态（AAB 任意顺序），两个号码都在所选号码中',
    judge: (r, b) => {
      const seg = segmentOf(r, b);
      const picks = requireNumbers(b, 2, 0, 9);
      return winIf(isPair(seg) && seg.every((d) => picks.includes(d)));
    },
  },
  {
    id: 'group-six',
    name: '组六复式',
    rule: '所选段三个号码各不相同且都在所选号码中',
    judge: (r, b) => {
      const seg = segmentOf(r, b);
      const picks = requireNumbers(b, 3, 0, 9);
      return winIf(new Set(seg).size === 3 && seg.every((d) => picks.includes(d)));
    },
  },
  {
    id: 'group-sum',
    name: '组选和值',
    rule: '所选段非豹子且和值在所选中（1–26）；组三、组六形态各按其奖金计',
    judge: (r, b) => {
      const seg = segmentOf(r, b);
      const hit = !isLeopard(seg) && requireNumbers(b, 1, 1, 26).includes(sumOf(seg));
      // each 注 is one unordered combination: a 组三 one pays the 组三 prize, a 组六 one the 组六 prize
      return hit ? { outcome: 'win', oddsKey: isPair(seg) ? 'group-three' : 'group-six' } : winHits(0);
    },
  },
  {
    id: 'group-bao-dan',
    name: '组选包胆',
    rule: '所选段为组三或组六且含所选胆码（每个胆码 54 注）',
    judge: (r, b) => {
      const seg = segmentOf(r, b);
      const picks = requireNumbers(b, 1, 0, 9);
      const hits = isLeopard(seg) ? 0 : picks.filter((d) => seg.includes(d)).length;
      // 组三 and 组六 outcomes pay different prizes: the odds map may key them
      return hits > 0
        ? { outcome: 'win', hits, oddsKey: isPair(seg) ? 'group-three' : 'group-six' }
        : winHits(0);
    },
  },
  {
    id: 'two-direct',
    name: '二星直选复式',
    rule: '前二/后二（option front|back）按位全中',
    judge: (r, b) => winIf(allIn(twoOf(r, b), requireSets(b, 2, 0, 9))),
  },
  {
    id: 'two-direct-sum',
    name: '二星直选和值',
    rule: '前二/后二之和在所选和值中（0–18）',
    judge: (r, b) => winIf(requireNumbers(b, 1, 0, 18).includes(sumOf(twoOf(r, b)))),
  },
  {
    id: 'two-group',
    name: '二星组选',
    rule: '前二/后二两个号码不同且都在所选号码中（对子不中）',
    judge: (r, b) => {
      const two = twoOf(r, b);
      const picks = requireNumbers(b, 2, 0, 9);
      return winIf(two[0] !== two[1] && two.every((d) => picks.includes(d)));
    },
  },
  {
    id: 'fixed-position',
    name: '定位胆',
    rule: '每个位置所选号码开出即中，各位置分别计奖（sets 长度 5，可为空）',
    judge: (r, b) => {
      const sets = b.sets ?? [];
      if (sets.length !== 5) throw new InvalidSelectionError('定位胆 needs 5 position sets');
      return winHits(r.balls.filter((d, i) => sets[i]!.includes(d)).length);
    },
  },
];
