import {
  type PlayRule,
  PUSH,
  playDefs,
  requireOption,
  requirePosition,
  ruleMap,
  winIf,
} from '../common/verdict';
import type { DigitBullConfig } from './odds';
import { type DigitBullResult, digitBullValue } from './result';

type Rule = PlayRule<DigitBullResult, DigitBullConfig>;
const VALUES = Array.from({ length: 11 }, (_, i) => String(i));

/** >0 闲k ahead, <0 banker ahead, 0 equal 牛 (digits have no suits to break it). */
const versus = (r: DigitBullResult, k: number) => digitBullValue(r, k) - digitBullValue(r, 0);

function handRule(id: string, name: string, test: (v: number) => boolean): Rule {
  return {
    id,
    name,
    rule: `手牌（position 0 庄, 1–3 闲）${name.slice(-1)}；无牛全输`,
    judge: (r, b) => winIf(test(digitBullValue(r, requirePosition(b, 0, 3)))),
  };
}

export const DIGIT_BULL_PLAYS: Rule[] = [
  {
    id: 'player-win',
    name: '闲赢',
    rule: '闲k（position 1–3）牛值大于庄；平牛归庄（或配置为退本）',
    judge: (r, b, c) => {
      const d = versus(r, requirePosition(b, 1, 3));
      return d === 0 && !c.tieToBanker ? PUSH : winIf(d > 0);
    },
  },
  {
    id: 'banker-win',
    name: '庄赢',
    rule: '庄牛值大于闲k（position 1–3）；平牛归庄（或配置为退本）',
    judge: (r, b, c) => {
      const d = versus(r, requirePosition(b, 1, 3));
      return d === 0 ? (c.tieToBanker ? winIf(true) : PUSH) : winIf(d < 0);
    },
  },
  {
    id: 'hand-value',
    name: '牛值',
    rule: '手牌（position 0–3）牛值为所选（option 0 无牛 … 10 牛牛）',
    judge: (r, b) => winIf(digitBullValue(r, requirePosition(b, 0, 3)) === Number(requireOption(b, VALUES))),
  },
  handRule('hand-big', '牛大', (v) => v >= 6),
  handRule('hand-small', '牛小', (v) => v >= 1 && v <= 5),
  handRule('hand-odd', '牛单', (v) => v % 2 === 1),
  handRule('hand-even', '牛双', (v) => v > 0 && v % 2 === 0),
];

export const DIGIT_BULL_PLAY_RULES = ruleMap(DIGIT_BULL_PLAYS);
export const DIGIT_BULL_PLAY_DEFS = playDefs(DIGIT_BULL_PLAYS);
