import { isLeopard, isPair, isStraight } from '../common/digit-forms';
import {
  InvalidSelectionError,
  LOSE,
  type PlayRule,
  PUSH,
  playDefs,
  requireNumbers,
  requireOption,
  ruleMap,
  type Verdict,
  WIN,
  winIf,
} from '../common/verdict';
import { pc28IsHedged } from './hedging';
import type { Pc28Config } from './odds';
import { type Pc28Result, pc28Colour } from './result';

const SUM_OPTIONS = Array.from({ length: 28 }, (_, i) => String(i));

/**
 * The judge also sees the member's total stake in the issue (tiered 13/14 variant) and the plays the
 * member holds in the issue (回本 on a hedge).
 */
export type Pc28JudgeConfig = Pc28Config & { issueStakeFen?: number; issuePlayIds?: readonly string[] };

type Rule = PlayRule<Pc28Result, Pc28JudgeConfig>;

const is1314 = (r: Pc28Result) => r.sum === 13 || r.sum === 14;

/**
 * Whether a member's issue context (issueStakeFen, issuePlayIds) can change any verdict on this
 * result: both rules that read it (tiered odds, 回本 on a hedge) apply only to a 13 or 14.
 */
export const pc28NeedsIssueContext = is1314;

/** Picks the 13/14 odds: the highest tier the member's issue stake exceeds, else the base setting. */
function odds1314(config: Pc28JudgeConfig, kind: 'dxds' | 'combo'): string | null {
  const stake = config.issueStakeFen ?? 0;
  const tier = [...config.tiers1314].sort((a, b) => b.overFen - a.overFen).find((t) => stake > t.overFen);
  if (tier) return kind === 'dxds' ? tier.dxdsOdds : tier.comboOdds;
  return kind === 'dxds' ? config.dxds1314Odds : config.combo1314Odds;
}

/** A3 13/14 rule: a win on 13/14 pays the reduced odds, or only the stake when they are null. */
function with1314(won: boolean, r: Pc28Result, c: Pc28JudgeConfig, kind: 'dxds' | 'combo'): Verdict {
  if (!won) return LOSE;
  if (!is1314(r)) return WIN;
  if (c.hedged1314Refund && pc28IsHedged(c.issuePlayIds ?? [])) return PUSH;
  const odds = odds1314(c, kind);
  return odds === null ? PUSH : { outcome: 'win', oddsOverride: odds };
}

const big = (r: Pc28Result) => r.sum >= 14;
const odd = (r: Pc28Result) => r.sum % 2 === 1;
const inRange = (s: number, [lo, hi]: [number, number]) => s >= lo && s <= hi;

function colourRule(id: 'red' | 'green' | 'blue', name: string): Rule {
  return {
    id,
    name,
    rule: `和值为${name.slice(0, 1)}波号码；0/13/14/27 无波色，全输`,
    judge: (r) => winIf(pc28Colour(r.sum) === id),
  };
}

export const PC28_PLAYS: Rule[] = [
  { id: 'big', name: '大', rule: '和值 14–27', judge: (r, _b, c) => with1314(big(r), r, c, 'dxds') },
  { id: 'small', name: '小', rule: '和值 0–13', judge: (r, _b, c) => with1314(!big(r), r, c, 'dxds') },
  { id: 'odd', name: '单', rule: '和值为单', judge: (r, _b, c) => with1314(odd(r), r, c, 'dxds') },
  { id: 'even', name: '双', rule: '和值为双', judge: (r, _b, c) => with1314(!odd(r), r, c, 'dxds') },
  {
    id: 'big-odd',
    name: '大单',
    rule: '和值 15,17…27',
    judge: (r, _b, c) => with1314(big(r) && odd(r), r, c, 'combo'),
  },
  {
    id: 'small-even',
    name: '小双',
    rule: '和值 0,2…12',
    judge: (r, _b, c) => with1314(!big(r) && !odd(r), r, c, 'combo'),
  },
  {
    id: 'big-even',
    name: '大双',
    rule: '和值 14,16…26',
    judge: (r, _b, c) => with1314(big(r) && !odd(r), r, c, 'combo'),
  },
  {
    id: 'small-odd',
    name: '小单',
    rule: '和值 1,3…13',
    judge: (r, _b, c) => with1314(!big(r) && odd(r), r, c, 'combo'),
  },
  {
    id: 'extreme-big',
    name: '极大',
    rule: '和值 22–27',
    judge: (r, _b, c) => winIf(inRange(r.sum, c.extremeBig)),
  },
  {
    id: 'extreme-small',
    name: '极小',
    rule: '和值 0–5',
    judge: (r, _b, c) => winIf(inRange(r.sum, c.extremeSmall)),
  },
  { id: 'leopard', name: '豹子', rule: '三个数字相同', judge: (r) => winIf(isLeopard(r.digits)) },
  { id: 'pair', name: '对子', rule: '恰有两个数字相同（不含豹子）', judge: (r) => winIf(isPair(r.digits)) },
  {
    id: 'straight',
    name: '顺子',
    rule: '三个连续数字，顺序不限，890/901 不算',
    judge: (r, _b, c) => winIf(isStraight(r.digits, c.straightWraps)),
  },
  colourRule('red', '红波'),
  colourRule('green', '绿波'),
  colourRule('blue', '蓝波'),
  {
    id: 'sum',
    name: '特码',
    rule: '和值等于所选号码（option 0–27），赔率按号码',
    judge: (r, b) => {
      const s = Number(requireOption(b, SUM_OPTIONS));
      return winIf(r.sum === s);
    },
  },
  {
    id: 'sum-three',
    name: '特码包三',
    rule: '和值在所选三个号码中',
    judge: (r, b) => {
      const nums = requireNumbers(b, 3, 0, 27);
      if (nums.length !== 3) throw new InvalidSelectionError('特码包三 needs exactly 3 sums');
      return winIf(nums.includes(r.sum));
    },
  },
];

export const PC28_PLAY_RULES = ruleMap(PC28_PLAYS);
export const PC28_PLAY_DEFS = playDefs(PC28_PLAYS);
