import {
  LOSE,
  type PlayRule,
  type PlaySelection,
  PUSH,
  playDefs,
  requireNumbers,
  ruleMap,
  type Verdict,
  winIf,
} from '../common/verdict';
import type { KenoConfig } from './odds';
import { KENO_ELEMENT_NAMES, type KenoElement, type KenoResult, kenoElement, kenoSum } from './result';

type Rule = PlayRule<KenoResult, KenoConfig>;

/** B §13: a sum of exactly 810 refunds 大/小 and the 大小单双 combos. */
function sizeRule(id: string, name: string, rule: string, test: (sum: number) => boolean): Rule {
  return {
    id,
    name,
    rule: `${rule}；总和 810 退本`,
    judge: (r) => (kenoSum(r) === 810 ? PUSH : winIf(test(kenoSum(r)))),
  };
}

const upperCount = (r: KenoResult) => r.numbers.filter((n) => n <= 40).length;
const oddCount = (r: KenoResult) => r.numbers.filter((n) => n % 2 === 1).length;

function elementRule(e: KenoElement): Rule {
  return {
    id: `element-${e}`,
    name: KENO_ELEMENT_NAMES[e],
    rule: '总和所在五行区间（金 210–695，木 696–763，水 764–855，火 856–923，土 924–1410）',
    judge: (r) => winIf(kenoElement(kenoSum(r)) === e),
  };
}

const PICK_PLAY = /^pick-([1-5])$/;

/** How many numbers a 选k play (pick-1..5) takes; null for every other keno play. */
export function kenoPickCount(playId: string): number | null {
  const m = PICK_PLAY.exec(playId);
  return m ? Number(m[1]) : null;
}

/**
 * A 选k selection as placement must accept it: exactly k distinct integers of 1..80. Anything else
 * would only be refunded at settlement, so it is refused up front. Non-pick plays take no numbers.
 */
export function isValidKenoPick(selection: PlaySelection): boolean {
  const k = kenoPickCount(selection.playId);
  if (k === null) return true;
  const nums = selection.numbers ?? [];
  return (
    nums.length === k &&
    new Set(nums).size === k &&
    nums.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)
  );
}

function pickRule(k: number): Rule {
  return {
    id: `pick-${k}`,
    name: `选${'一二三四五'[k - 1]}`,
    rule: `选${k}个号码，按命中个数查赔率表（oddsKey = 命中数）`,
    judge: (r, b): Verdict => {
      const picks = requireNumbers(b, k, 1, 80).slice(0, k);
      if ((b.numbers ?? []).length !== k) return LOSE;
      const hits = picks.filter((p) => r.numbers.includes(p)).length;
      return hits > 0 ? { outcome: 'win', oddsKey: String(hits) } : LOSE;
    },
  };
}

export const KENO_PLAYS: Rule[] = [
  sizeRule('sum-big', '总和大', '20 个号码之和 > 810', (s) => s > 810),
  sizeRule('sum-small', '总和小', '20 个号码之和 < 810', (s) => s < 810),
  { id: 'sum-odd', name: '总和单', rule: '总和为单', judge: (r) => winIf(kenoSum(r) % 2 === 1) },
  { id: 'sum-even', name: '总和双', rule: '总和为双', judge: (r) => winIf(kenoSum(r) % 2 === 0) },
  sizeRule('big-odd', '总和大单', '总和 > 810 且为单', (s) => s > 810 && s % 2 === 1),
  sizeRule('big-even', '总和大双', '总和 > 810 且为双', (s) => s > 810 && s % 2 === 0),
  sizeRule('small-odd', '总和小单', '总和 < 810 且为单', (s) => s < 810 && s % 2 === 1),
  sizeRule('small-even', '总和小双', '总和 < 810 且为双', (s) => s < 810 && s % 2 === 0),
  { id: 'upper', name: '上盘', rule: '1–40 的号码多于 10 个', judge: (r) => winIf(upperCount(r) > 10) },
  { id: 'lower', name: '下盘', rule: '41–80 的号码多于 10 个', judge: (r) => winIf(upperCount(r) < 10) },
  {
    id: 'upper-lower-tie',
    name: '上下和',
    rule: '上下盘各 10 个',
    judge: (r) => winIf(upperCount(r) === 10),
  },
  { id: 'odd-count', name: '奇盘', rule: '单数号码多于 10 个', judge: (r) => winIf(oddCount(r) > 10) },
  { id: 'even-count', name: '偶盘', rule: '双数号码多于 10 个', judge: (r) => winIf(oddCount(r) < 10) },
  { id: 'odd-even-tie', name: '奇偶和', rule: '单双号码各 10 个', judge: (r) => winIf(oddCount(r) === 10) },
  ...(['metal', 'wood', 'water', 'fire', 'earth'] as const).map(elementRule),
  ...[1, 2, 3, 4, 5].map(pickRule),
];

export const KENO_PLAY_RULES = ruleMap(KENO_PLAYS);
export const KENO_PLAY_DEFS = playDefs(KENO_PLAYS);
