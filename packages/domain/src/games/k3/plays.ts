import { tally } from '../common/combinatorics';
import {
  InvalidSelectionError,
  LOSE,
  type PlayRule,
  playDefs,
  requireNumbers,
  requireOption,
  ruleMap,
  type Verdict,
  winIf,
} from '../common/verdict';
import type { K3Config } from './odds';
import type { K3Result } from './result';

type Rule = PlayRule<K3Result, K3Config>;

const isTriple = (r: K3Result) => r.dice[0] === r.dice[1] && r.dice[1] === r.dice[2];
const big = (r: K3Result) => r.sum >= 11;
const odd = (r: K3Result) => r.sum % 2 === 1;
const FACES = ['1', '2', '3', '4', '5', '6'];

/** 通杀: with the switch on, every two-sides bet loses when a triple is drawn. */
function twoSides(id: string, name: string, rule: string, test: (r: K3Result) => boolean): Rule {
  return {
    id,
    name,
    rule: `${rule}；开出豹子（三同号）通杀`,
    judge: (r, _b, c): Verdict => (c.tripleKillsTwoSides && isTriple(r) ? LOSE : winIf(test(r))),
  };
}

const distinctSorted = (r: K3Result) => [...new Set(r.dice)].sort((a, b) => a - b);

export const K3_PLAYS: Rule[] = [
  twoSides('big', '大', '和值 11–18', big),
  twoSides('small', '小', '和值 3–10', (r) => !big(r)),
  twoSides('odd', '单', '和值为单', odd),
  twoSides('even', '双', '和值为双', (r) => !odd(r)),
  twoSides('big-odd', '大单', '和值大且单', (r) => big(r) && odd(r)),
  twoSides('big-even', '大双', '和值大且双', (r) => big(r) && !odd(r)),
  twoSides('small-odd', '小单', '和值小且单', (r) => !big(r) && odd(r)),
  twoSides('small-even', '小双', '和值小且双', (r) => !big(r) && !odd(r)),
  {
    id: 'sum',
    name: '和值',
    rule: '三骰之和在所选和值中（3–18，每个和值一注）',
    judge: (r, b) => winIf(requireNumbers(b, 1, 3, 18).includes(r.sum)),
  },
  { id: 'triple-any', name: '三同号通选', rule: '开出任意豹子', judge: (r) => winIf(isTriple(r)) },
  {
    id: 'triple',
    name: '三同号单选',
    rule: '开出所选豹子（numbers 为点数，每个一注）',
    judge: (r, b) => winIf(isTriple(r) && requireNumbers(b, 1, 1, 6).includes(r.dice[0])),
  },
  {
    id: 'pair-any',
    name: '二同号复选',
    rule: '所选点数至少出现两次（含豹子）',
    judge: (r, b) => {
      const t = tally(r.dice);
      return winIf(requireNumbers(b, 1, 1, 6).some((f) => (t.get(f) ?? 0) >= 2));
    },
  },
  {
    id: 'pair-exact',
    name: '二同号单选',
    rule: '开出 AAB（顺序不限）：numbers = [对子点数, 单号点数]',
    judge: (r, b) => {
      const [pair, single] = requireNumbers(b, 2, 1, 6);
      if ((b.numbers ?? []).length !== 2) throw new InvalidSelectionError('二同号单选 needs [pair, single]');
      const t = tally(r.dice);
      return winIf(t.get(pair!) === 2 && t.get(single!) === 1);
    },
  },
  {
    id: 'three-distinct',
    name: '三不同号',
    rule: '三个不同点数都在所选中',
    judge: (r, b) => {
      const picks = requireNumbers(b, 3, 1, 6);
      const d = distinctSorted(r);
      return winIf(d.length === 3 && d.every((x) => picks.includes(x)));
    },
  },
  {
    id: 'two-distinct',
    name: '二不同号',
    rule: '所选两个点数都开出（复式按命中组合计注）',
    judge: (r, b) => {
      const hit = requireNumbers(b, 2, 1, 6).filter((x) => r.dice.includes(x)).length;
      return hit >= 2 ? { outcome: 'win', hits: (hit * (hit - 1)) / 2 } : LOSE;
    },
  },
  {
    id: 'straight-any',
    name: '三连号通选',
    rule: '开出 123/234/345/456（顺序不限）',
    judge: (r) => {
      const d = distinctSorted(r);
      return winIf(d.length === 3 && d[2]! - d[0]! === 2);
    },
  },
  {
    id: 'three-army',
    name: '三军',
    rule: '所选点数出现 1/2/3 次，赔率按次数（oddsKey）',
    judge: (r, b) => {
      const face = Number(requireOption(b, FACES));
      const n = r.dice.filter((x) => x === face).length;
      return n > 0 ? { outcome: 'win', oddsKey: String(n) } : LOSE;
    },
  },
];

export const K3_PLAY_RULES = ruleMap(K3_PLAYS);
export const K3_PLAY_DEFS = playDefs(K3_PLAYS);
