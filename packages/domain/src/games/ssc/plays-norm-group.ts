import { tally } from '../common/combinatorics';
import {
  type PlayRule,
  type PlaySelection,
  requireNumbers,
  requireOption,
  requireSets,
  winIf,
} from '../common/verdict';
import type { SscConfig } from './odds';
import type { SscResult } from './result';

/**
 * 五星组选 120/60/30/20/10/5 and 四星组选 24/12/6/4 (B §4). The digits must form the play's shape (the
 * sorted occurrence counts); a one-list play (120, 24, 6) takes every digit from `numbers`, a two-list
 * play takes the most repeated digit(s) from sets[0] (二重/三重/四重号) and the rest from sets[1].
 * A result matches at most one combination of a selection, so a bet wins at most one 注.
 */
type Rule = PlayRule<SscResult, SscConfig>;

interface GroupShape {
  id: string;
  name: string;
  shape: readonly number[];
  twoLists: boolean;
  roles: string;
}

const shapeOf = (digits: readonly number[]) => [...tally(digits).values()].sort((a, b) => b - a);

/** 前四 = balls 1–4, 后四 = balls 2–5 (option front|back); 五星 uses all five. */
function digitsFor(r: SscResult, b: PlaySelection, size: number): number[] {
  if (size === 5) return r.balls.slice(0, 5);
  return requireOption(b, ['front', 'back']) === 'front' ? r.balls.slice(0, 4) : r.balls.slice(1, 5);
}

function groupRule(size: 4 | 5, g: GroupShape): Rule {
  return {
    id: g.id,
    name: g.name,
    rule: `${size === 4 ? '前四/后四（option front|back）' : '五个号码'}${g.roles}，顺序不限`,
    judge: (r, b) => {
      const digits = digitsFor(r, b, size);
      const counts = tally(digits);
      if (g.twoLists) {
        const [heavy, rest] = requireSets(b, 2, 0, 9) as [number[], number[]];
        const top = g.shape[0]!;
        const ok = [...counts].every(([d, c]) => (c === top ? heavy : rest).includes(d));
        return winIf(ok && shapeOf(digits).join() === g.shape.join());
      }
      const picks = requireNumbers(b, 1, 0, 9);
      return winIf(shapeOf(digits).join() === g.shape.join() && digits.every((d) => picks.includes(d)));
    },
  };
}

const g = (id: string, name: string, shape: number[], twoLists: boolean, roles: string): GroupShape => ({
  id,
  name,
  shape,
  twoLists,
  roles,
});

export const SSC_GROUP_SHAPES = {
  five: [
    g('five-group-120', '五星组选120', [1, 1, 1, 1, 1], false, '五个不同号码都在所选号码中'),
    g('five-group-60', '五星组选60', [2, 1, 1, 1], true, '为 AABCD：二重号 A 在第一组，单号 BCD 在第二组'),
    g('five-group-30', '五星组选30', [2, 2, 1], true, '为 AABBC：二重号 A、B 在第一组，单号 C 在第二组'),
    g('five-group-20', '五星组选20', [3, 1, 1], true, '为 AAABC：三重号 A 在第一组，单号 BC 在第二组'),
    g('five-group-10', '五星组选10', [3, 2], true, '为 AAABB：三重号 A 在第一组，二重号 B 在第二组'),
    g('five-group-5', '五星组选5', [4, 1], true, '为 AAAAB：四重号 A 在第一组，单号 B 在第二组'),
  ],
  four: [
    g('four-group-24', '四星组选24', [1, 1, 1, 1], false, '四个不同号码都在所选号码中'),
    g('four-group-12', '四星组选12', [2, 1, 1], true, '为 AABC：二重号 A 在第一组，单号 BC 在第二组'),
    g('four-group-6', '四星组选6', [2, 2], false, '为 AABB：两个二重号都在所选号码中'),
    g('four-group-4', '四星组选4', [3, 1], true, '为 AAAB：三重号 A 在第一组，单号 B 在第二组'),
  ],
};

export const SSC_NORM_GROUP_PLAYS: Rule[] = [
  ...SSC_GROUP_SHAPES.five.map((s) => groupRule(5, s)),
  ...SSC_GROUP_SHAPES.four.map((s) => groupRule(4, s)),
];
