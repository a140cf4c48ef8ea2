import { bullValue } from '../common/bull';
import { sumOf, tally } from '../common/combinatorics';
import { type DigitForm, digitForm } from '../common/digit-forms';
import {
  LOSE,
  type PlayRule,
  PUSH,
  requireNumbers,
  requireOption,
  requirePosition,
  WIN,
  winIf,
} from '../common/verdict';
import type { SscConfig } from './odds';
import { SSC_PRIME_DIGITS, type SscResult, type SscSegment, sscSegment } from './result';

type Rule = PlayRule<SscResult, SscConfig>;
const SEGMENTS: SscSegment[] = ['front', 'middle', 'back'];
const BULL_OPTIONS = Array.from({ length: 11 }, (_, i) => String(i));

const ball = (r: SscResult, p: number) => r.balls[p - 1]!;

function ballRule(id: string, name: string, test: (d: number) => boolean): Rule {
  return {
    id,
    name,
    rule: `第N球（position 1–5）${name}`,
    judge: (r, b) => winIf(test(ball(r, requirePosition(b, 1, 5)))),
  };
}

function formRule(form: DigitForm, name: string): Rule {
  return {
    id: `form-${form}`,
    name,
    rule: `前三/中三/后三（option front|middle|back）形态为${name}；豹子>顺子>对子>半顺>杂六 互斥，顺子 9-0-1 相连`,
    judge: (r, b, c) => {
      const seg = requireOption(b, SEGMENTS) as SscSegment;
      return winIf(digitForm(sscSegment(r, seg), c.straightWraps) === form);
    },
  };
}

const sum = (r: SscResult) => sumOf(r.balls);
const bull = (r: SscResult) => bullValue(r.balls);

/** 梭哈: order-free poker hand of the five digits (顺子 = 5 consecutive, 9-0-1 wraps). */
export type SuohaHand =
  | 'five-kind'
  | 'four-kind'
  | 'full-house'
  | 'straight'
  | 'three-kind'
  | 'two-pair'
  | 'one-pair'
  | 'high';
const SUOHA: SuohaHand[] = [
  'five-kind',
  'four-kind',
  'full-house',
  'straight',
  'three-kind',
  'two-pair',
  'one-pair',
  'high',
];

export function suohaHand(balls: readonly number[]): SuohaHand {
  const counts = [...tally(balls).values()].sort((a, b) => b - a);
  if (counts[0] === 5) return 'five-kind';
  if (counts[0] === 4) return 'four-kind';
  if (counts[0] === 3) return counts[1] === 2 ? 'full-house' : 'three-kind';
  if (counts[0] === 2) return counts[1] === 2 ? 'two-pair' : 'one-pair';
  const set = new Set(balls);
  // five distinct digits are a straight when they fit a cyclic window of five (0 follows 9)
  for (let start = 0; start < 10; start++) {
    if ([0, 1, 2, 3, 4].every((k) => set.has((start + k) % 10))) return 'straight';
  }
  return 'high';
}

export const SSC_CREDIT_PLAYS: Rule[] = [
  {
    id: 'ball-digit',
    name: '定位',
    rule: '第N球（position）等于所选数字',
    judge: (r, b) => winIf(requireNumbers(b, 1, 0, 9).includes(ball(r, requirePosition(b, 1, 5)))),
  },
  ballRule('ball-big', '大', (d) => d >= 5),
  ballRule('ball-small', '小', (d) => d <= 4),
  ballRule('ball-odd', '单', (d) => d % 2 === 1),
  ballRule('ball-even', '双', (d) => d % 2 === 0),
  ballRule('ball-prime', '质', (d) => SSC_PRIME_DIGITS.includes(d)),
  ballRule('ball-composite', '合', (d) => !SSC_PRIME_DIGITS.includes(d)),
  { id: 'sum-big', name: '总和大', rule: '五球和 ≥ 23', judge: (r) => winIf(sum(r) >= 23) },
  { id: 'sum-small', name: '总和小', rule: '五球和 ≤ 22', judge: (r) => winIf(sum(r) <= 22) },
  { id: 'sum-odd', name: '总和单', rule: '五球和为单', judge: (r) => winIf(sum(r) % 2 === 1) },
  { id: 'sum-even', name: '总和双', rule: '五球和为双', judge: (r) => winIf(sum(r) % 2 === 0) },
  {
    id: 'dragon',
    name: '龙',
    rule: '第一球 > 第五球；相等时输（和退本则退本）',
    judge: (r, _b, c) =>
      r.balls[0] === r.balls[4] ? (c.tieRefund ? PUSH : LOSE) : winIf(r.balls[0]! > r.balls[4]!),
  },
  {
    id: 'tiger',
    name: '虎',
    rule: '第一球 < 第五球；相等时输（和退本则退本）',
    judge: (r, _b, c) =>
      r.balls[0] === r.balls[4] ? (c.tieRefund ? PUSH : LOSE) : winIf(r.balls[0]! < r.balls[4]!),
  },
  { id: 'tie', name: '和', rule: '第一球 = 第五球', judge: (r) => winIf(r.balls[0] === r.balls[4]) },
  formRule('leopard', '豹子'),
  formRule('straight', '顺子'),
  formRule('pair', '对子'),
  formRule('half-straight', '半顺'),
  formRule('mixed', '杂六'),
  {
    id: 'bull-value',
    name: '斗牛',
    rule: '五球牛值等于所选（option 0 无牛 … 10 牛牛）',
    judge: (r, b) => winIf(bull(r) === Number(requireOption(b, BULL_OPTIONS))),
  },
  { id: 'bull-big', name: '牛大', rule: '牛6…牛牛；无牛全输', judge: (r) => winIf(bull(r) >= 6) },
  {
    id: 'bull-small',
    name: '牛小',
    rule: '牛1…牛5；无牛全输',
    judge: (r) => winIf(bull(r) >= 1 && bull(r) <= 5),
  },
  { id: 'bull-odd', name: '牛单', rule: '牛值为单；无牛全输', judge: (r) => winIf(bull(r) % 2 === 1) },
  {
    id: 'bull-even',
    name: '牛双',
    rule: '牛值为双（牛牛算双）；无牛全输',
    judge: (r) => winIf(bull(r) > 0 && bull(r) % 2 === 0),
  },
  {
    id: 'suoha',
    name: '梭哈',
    rule: '五球牌型（option five-kind|four-kind|full-house|straight|three-kind|two-pair|one-pair|high）',
    judge: (r, b) => (suohaHand(r.balls) === requireOption(b, SUOHA) ? WIN : LOSE),
  },
];
