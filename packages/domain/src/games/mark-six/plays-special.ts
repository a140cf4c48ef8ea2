import {
  LOSE,
  type PlayRule,
  PUSH,
  requireNumbers,
  requireOption,
  type Verdict,
  WIN,
  winIf,
} from '../common/verdict';
import type { MarkSixConfig } from './odds';
import {
  allSeven,
  type MarkSixColour,
  type MarkSixResult,
  markSixColour,
  markSixDigitSum,
  markSixTail,
} from './result';
import {
  ballElement,
  ballZodiac,
  DOMESTIC_ZODIACS,
  lunarYearOf,
  type WuxingElement,
  yearAnimal,
} from './zodiac';

export type MarkSixRule = PlayRule<MarkSixResult, MarkSixConfig>;

/** B §13: special 49 is 和 for the 两面 / 合数 / 尾大小 / 半波 bets ⇒ refund. */
function twoSides(id: string, name: string, rule: string, test: (n: number) => boolean): MarkSixRule {
  return {
    id,
    name,
    rule: `${rule}；特码 49 为和，退本`,
    judge: (r) => (r.special === 49 ? PUSH : winIf(test(r.special))),
  };
}

export const lunarYear = (r: MarkSixResult, c: MarkSixConfig) => lunarYearOf(r.drawDate, c.cnyTable);
export const zodiacOf = (n: number, r: MarkSixResult, c: MarkSixConfig) => ballZodiac(n, lunarYear(r, c));

/**
 * A win on a chosen zodiac. The year's animal owns five balls (1, 13, 25, 37, 49), the others four, so
 * a zodiac bet carries a pay table { default, year } and a win on the year's animal pays at 'year'.
 */
export function zodiacWin(animal: number, r: MarkSixResult, c: MarkSixConfig): Verdict {
  return animal === yearAnimal(lunarYear(r, c)) ? { outcome: 'win', oddsKey: 'year' } : WIN;
}

const COLOURS: MarkSixColour[] = ['red', 'blue', 'green'];
const HALF_WAVES = COLOURS.flatMap((c) => ['big', 'small', 'odd', 'even'].map((k) => `${c}-${k}`));
export const ZODIAC_OPTIONS = Array.from({ length: 12 }, (_, i) => String(i));
const ELEMENTS: WuxingElement[] = ['metal', 'wood', 'water', 'fire', 'earth'];

const sizeParity: Record<string, (n: number) => boolean> = {
  big: (n) => n >= 25,
  small: (n) => n <= 24,
  odd: (n) => n % 2 === 1,
  even: (n) => n % 2 === 0,
};

function halfWave(r: MarkSixResult, option: string): Verdict {
  if (r.special === 49) return PUSH;
  const [colour, kind] = option.split('-') as [MarkSixColour, string];
  return winIf(markSixColour(r.special) === colour && sizeParity[kind]!(r.special));
}

const total = (r: MarkSixResult) => allSeven(r).reduce((a, b) => a + b, 0);

export const MARK_SIX_SPECIAL_PLAYS: MarkSixRule[] = [
  {
    id: 'special-number',
    name: '特码',
    rule: '特码为所选号码（每个号码一注）',
    judge: (r, b) => winIf(requireNumbers(b, 1, 1, 49).includes(r.special)),
  },
  twoSides('special-big', '特大', '特码 25–48', (n) => n >= 25),
  twoSides('special-small', '特小', '特码 1–24', (n) => n <= 24),
  twoSides('special-odd', '特单', '特码为单', (n) => n % 2 === 1),
  twoSides('special-even', '特双', '特码为双', (n) => n % 2 === 0),
  twoSides('special-sum-odd', '特合单', '特码两位数字之和为单', (n) => markSixDigitSum(n) % 2 === 1),
  twoSides('special-sum-even', '特合双', '特码两位数字之和为双', (n) => markSixDigitSum(n) % 2 === 0),
  twoSides('special-sum-big', '特合大', '特码合数 ≥ 7', (n) => markSixDigitSum(n) >= 7),
  twoSides('special-sum-small', '特合小', '特码合数 ≤ 6', (n) => markSixDigitSum(n) <= 6),
  twoSides('special-tail-big', '特尾大', '特码尾数 5–9', (n) => markSixTail(n) >= 5),
  twoSides('special-tail-small', '特尾小', '特码尾数 0–4', (n) => markSixTail(n) <= 4),
  {
    id: 'special-colour',
    name: '特码波色',
    rule: '特码波色（option red|blue|green），49 为绿波正常结算',
    judge: (r, b) => winIf(markSixColour(r.special) === requireOption(b, COLOURS)),
  },
  {
    id: 'half-wave',
    name: '半波',
    rule: '特码波色 × 大小/单双（option 如 red-big）；特码 49 为和，退本',
    judge: (r, b) => halfWave(r, requireOption(b, HALF_WAVES)),
  },
  {
    id: 'special-zodiac',
    name: '特肖',
    rule: '特码生肖为所选（option 0–11）；本命生肖（五个号码）按 year 赔率；49 正常结算',
    judge: (r, b, c) => {
      const animal = Number(requireOption(b, ZODIAC_OPTIONS));
      return zodiacOf(r.special, r, c) === animal ? zodiacWin(animal, r, c) : LOSE;
    },
  },
  {
    id: 'special-domestic',
    name: '家禽',
    rule: '特码生肖为 牛马羊鸡狗猪',
    judge: (r, _b, c) => winIf(DOMESTIC_ZODIACS.includes(zodiacOf(r.special, r, c))),
  },
  {
    id: 'special-wild',
    name: '野兽',
    rule: '特码生肖为 鼠虎兔龙蛇猴',
    judge: (r, _b, c) => winIf(!DOMESTIC_ZODIACS.includes(zodiacOf(r.special, r, c))),
  },
  {
    id: 'special-element',
    name: '五行',
    rule: '特码五行（option metal|wood|water|fire|earth），按开奖日所在农历年的五行表；赔率按该五行当年的号码个数（8–12，超出按最近者）',
    judge: (r, b, c) => {
      const year = lunarYear(r, c);
      const table = c.elementTables[String(year)];
      const element = requireOption(b, ELEMENTS);
      if (ballElement(r.special, year, table) !== element) return LOSE;
      let balls = 0;
      for (let n = 1; n <= 49; n++) if (ballElement(n, year, table) === element) balls++;
      return { outcome: 'win', oddsKey: String(Math.min(12, Math.max(8, balls))) };
    },
  },
  { id: 'total-big', name: '总分大', rule: '七个号码之和 ≥ 175', judge: (r) => winIf(total(r) >= 175) },
  { id: 'total-small', name: '总分小', rule: '七个号码之和 ≤ 174', judge: (r) => winIf(total(r) <= 174) },
  { id: 'total-odd', name: '总分单', rule: '七个号码之和为单', judge: (r) => winIf(total(r) % 2 === 1) },
  { id: 'total-even', name: '总分双', rule: '七个号码之和为双', judge: (r) => winIf(total(r) % 2 === 0) },
];
