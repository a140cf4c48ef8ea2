import { combinations } from '../common/combinatorics';
import {
  InvalidSelectionError,
  type PlayRule,
  type PlaySelection,
  playDefs,
  requireNumbers,
  requireSets,
  ruleMap,
  type Verdict,
  winHits,
  winIf,
} from '../common/verdict';
import type { SyxwConfig } from './odds';
import type { SyxwResult } from './result';

type Rule = PlayRule<SyxwResult, SyxwConfig>;

/**
 * 任选k with n picks (复式): k ≤ 5 wins C(h, k) 注 where h = picks among the draw; k ≥ 6 wins
 * C(n − 5, k − 5) 注 when all five drawn are among the picks (B §6).
 */
export function syxwAnyHits(k: number, picks: readonly number[], balls: readonly number[]): number {
  const h = picks.filter((p) => balls.includes(p)).length;
  if (k <= 5) return combinations(h, k);
  return h === 5 ? combinations(picks.length - 5, k - 5) : 0;
}

/** 胆拖: every 注 is the dan plus (k − #dan) tuo; count the winning ones. */
export function syxwDanTuoHits(
  k: number,
  dan: readonly number[],
  tuo: readonly number[],
  balls: readonly number[],
): number {
  const need = k - dan.length;
  if (need < 0) return 0;
  const danHit = dan.filter((d) => balls.includes(d)).length;
  const tuoHit = tuo.filter((t) => balls.includes(t)).length;
  if (k <= 5) return danHit === dan.length ? combinations(tuoHit, need) : 0;
  // k ≥ 6: all five drawn must be covered; the drawn ones among tuo are forced, the rest free
  if (danHit + tuoHit !== 5) return 0;
  // More drawn tuo than free places: no 注 covers all five.
  return tuoHit > need ? 0 : combinations(tuo.length - tuoHit, need - tuoHit);
}

function anyRule(k: number): Rule {
  return {
    id: `any-${k}`,
    name: `任选${'一二三四五六七八'[k - 1]}`,
    rule: k <= 5 ? `所选${k}个号码都在开奖5个号码中` : `开奖5个号码都在所选${k}个号码中`,
    judge: (r, b) => winHits(syxwAnyHits(k, requireNumbers(b, k, 1, 11), r.balls)),
  };
}

function danTuoRule(k: number): Rule {
  return {
    id: `dan-tuo-${k}`,
    name: `任选${'一二三四五六七八'[k - 1]}胆拖`,
    rule: '胆码 (dan) + 拖码 (numbers) 组成任选注，按任选规则计奖',
    judge: (r, b) => {
      const dan = requireNumbers({ ...b, numbers: b.dan ?? [] }, 1, 1, 11);
      const tuo = requireNumbers(b, 1, 1, 11);
      if (dan.length >= k || tuo.some((t) => dan.includes(t)) || dan.length + tuo.length < k)
        throw new InvalidSelectionError('胆拖: 1 ≤ #dan < k, dan and tuo disjoint');
      return winHits(syxwDanTuoHits(k, dan, tuo, r.balls));
    },
  };
}

const directHit = (balls: readonly number[], sets: readonly (readonly number[])[]): Verdict =>
  winIf(sets.every((s, i) => s.includes(balls[i]!)));

function groupHit(n: number, r: SyxwResult, b: PlaySelection): Verdict {
  const picks = requireNumbers(b, n, 1, 11);
  return winIf(r.balls.slice(0, n).every((x) => picks.includes(x)));
}

const KS = [1, 2, 3, 4, 5, 6, 7, 8];

export const SYXW_PLAYS: Rule[] = [
  ...KS.map(anyRule),
  ...KS.slice(1).map(danTuoRule),
  {
    id: 'front1-direct',
    name: '前一直选',
    rule: '第一个号码在所选中',
    judge: (r, b) => directHit(r.balls, requireSets(b, 1, 1, 11)),
  },
  {
    id: 'front2-direct',
    name: '前二直选',
    rule: '前两个号码按位全中',
    judge: (r, b) => directHit(r.balls, requireSets(b, 2, 1, 11)),
  },
  {
    id: 'front2-group',
    name: '前二组选',
    rule: '前两个号码都在所选中，顺序不限',
    judge: (r, b) => groupHit(2, r, b),
  },
  {
    id: 'front3-direct',
    name: '前三直选',
    rule: '前三个号码按位全中',
    judge: (r, b) => directHit(r.balls, requireSets(b, 3, 1, 11)),
  },
  {
    id: 'front3-group',
    name: '前三组选',
    rule: '前三个号码都在所选中，顺序不限',
    judge: (r, b) => groupHit(3, r, b),
  },
  {
    id: 'fixed-position',
    name: '定位胆',
    rule: '每个位置所选号码开出即中，各位置分别计奖（sets 长度 5，可为空）',
    judge: (r, b) => {
      const sets = b.sets ?? [];
      if (sets.length !== 5) throw new InvalidSelectionError('定位胆 needs 5 position sets');
      return winHits(r.balls.filter((x, i) => sets[i]!.includes(x)).length);
    },
  },
];

export const SYXW_PLAY_RULES = ruleMap(SYXW_PLAYS);
export const SYXW_PLAY_DEFS = playDefs(SYXW_PLAYS);
