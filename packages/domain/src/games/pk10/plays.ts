import {
  type PlayRule,
  playDefs,
  requireNumbers,
  requireOption,
  requirePosition,
  ruleMap,
  winIf,
} from '../common/verdict';
import type { Pk10Config } from './odds';
import { type Pk10Result, pk10BaoDou, pk10TopTwoSum } from './result';

type Rule = PlayRule<Pk10Result, Pk10Config>;

const at = (r: Pk10Result, rank: number) => r.order[rank - 1]!;
const top3 = (r: Pk10Result) => r.order[0]! + r.order[1]! + r.order[2]!;

function rankRule(id: string, name: string, test: (n: number) => boolean): Rule {
  return {
    id,
    name,
    rule: `第N名（position 1–10）号码${name}`,
    judge: (r, b) => winIf(test(at(r, requirePosition(b, 1, 10)))),
  };
}

/** 龙虎 pairs rank k against rank 11 − k (k = 1..5); a tie is impossible. */
function dragonTiger(id: 'dragon' | 'tiger', name: string): Rule {
  return {
    id,
    name,
    rule: `第k名（position 1–5）对第(11−k)名，${id === 'dragon' ? '前者大' : '前者小'}为${name}`,
    judge: (r, b) => {
      const k = requirePosition(b, 1, 5);
      return winIf(id === 'dragon' ? at(r, k) > at(r, 11 - k) : at(r, k) < at(r, 11 - k));
    },
  };
}

const SUMS = Array.from({ length: 17 }, (_, i) => String(i + 3));

export const PK10_PLAYS: Rule[] = [
  {
    id: 'rank-number',
    name: '定位',
    rule: '第N名为所选号码',
    judge: (r, b) => winIf(requireNumbers(b, 1, 1, 10).includes(at(r, requirePosition(b, 1, 10)))),
  },
  rankRule('rank-big', '大', (n) => n >= 6),
  rankRule('rank-small', '小', (n) => n <= 5),
  rankRule('rank-odd', '单', (n) => n % 2 === 1),
  rankRule('rank-even', '双', (n) => n % 2 === 0),
  dragonTiger('dragon', '龙'),
  dragonTiger('tiger', '虎'),
  {
    id: 'top-two-sum',
    name: '冠亚和',
    rule: '冠军+亚军之和等于所选（option 3–19）',
    judge: (r, b) => winIf(pk10TopTwoSum(r) === Number(requireOption(b, SUMS))),
  },
  { id: 'top-two-big', name: '冠亚大', rule: '冠亚和 12–19', judge: (r) => winIf(pk10TopTwoSum(r) >= 12) },
  { id: 'top-two-small', name: '冠亚小', rule: '冠亚和 3–11', judge: (r) => winIf(pk10TopTwoSum(r) <= 11) },
  { id: 'top-two-odd', name: '冠亚单', rule: '冠亚和为单', judge: (r) => winIf(pk10TopTwoSum(r) % 2 === 1) },
  { id: 'top-two-even', name: '冠亚双', rule: '冠亚和为双', judge: (r) => winIf(pk10TopTwoSum(r) % 2 === 0) },
  {
    id: 'top-three-big',
    name: '冠亚季大',
    rule: '前三名之和 > 16（6–27）',
    judge: (r) => winIf(top3(r) > 16),
  },
  { id: 'top-three-small', name: '冠亚季小', rule: '前三名之和 ≤ 16', judge: (r) => winIf(top3(r) <= 16) },
  { id: 'bao-dou-in', name: '宝斗入', rule: '冠亚和 9–12', judge: (r) => winIf(pk10BaoDou(r) === 'in') },
  {
    id: 'bao-dou-out',
    name: '宝斗出',
    rule: '冠亚和 3–8 或 13–19',
    judge: (r) => winIf(pk10BaoDou(r) === 'out'),
  },
];

export const PK10_PLAY_RULES = ruleMap(PK10_PLAYS);
export const PK10_PLAY_DEFS = playDefs(PK10_PLAYS);
