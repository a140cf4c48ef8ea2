import {
  InvalidSelectionError,
  LOSE,
  type PlaySelection,
  PUSH,
  requireNumbers,
  requireOption,
  requirePosition,
  type Verdict,
  winHits,
  winIf,
} from '../common/verdict';
import { judgeCombos, linkPicks } from './link-expand';
import type { MarkSixConfig } from './odds';
import type { MarkSixRule } from './plays-special';
import { lunarYear, ZODIAC_OPTIONS, zodiacOf, zodiacWin } from './plays-special';
import { allSeven, type MarkSixColour, type MarkSixResult, markSixColour, markSixTail } from './result';
import { yearAnimal } from './zodiac';

const COLOURS: MarkSixColour[] = ['red', 'blue', 'green'];
const TAILS = Array.from({ length: 10 }, (_, i) => String(i));

/** 正码k 两面: 正码k = 49 is 和 ⇒ refund (B §13). */
function regularTwoSides(id: string, name: string, test: (n: number) => boolean): MarkSixRule {
  return {
    id,
    name,
    rule: `正码k（position 1–6）${name.slice(-1)}；正码k 为 49 时退本`,
    judge: (r, b) => {
      const n = r.balls[requirePosition(b, 1, 6) - 1]!;
      return n === 49 ? PUSH : winIf(test(n));
    },
  };
}

function exactly(b: PlaySelection, k: number, lo: number, hi: number): number[] {
  const nums = requireNumbers(b, k, lo, hi);
  if (nums.length !== k) throw new InvalidSelectionError(`${b.playId} needs exactly ${k} numbers`);
  return nums;
}

/**
 * 生肖连 / 尾数连: k (2–5) picks, 中 = all present among the seven balls, 不中 = all absent. One pick
 * owns a different number of balls than the rest (the year's animal five, tail 0 four), which moves
 * the odds a long way, so a selection holding it is priced at the key `${k}${suffix}`.
 */
function linkRule(
  id: string,
  name: string,
  of: (n: number, r: MarkSixResult, c: MarkSixConfig) => number,
  hi: number,
  odd: { pick: (r: MarkSixResult, c: MarkSixConfig) => number; suffix: string },
): MarkSixRule {
  return {
    id,
    name,
    rule: `${name}：所选 2–5 个${id.startsWith('zodiac') ? '生肖' : '尾数'}（option hit 全部开出 | miss 全部未开出），七个号码计`,
    judge: (r, b, c) => {
      const picks = requireNumbers(b, 2, 0, hi);
      if (picks.length > 5) throw new InvalidSelectionError(`${id}: 2–5 picks`);
      const drawn = new Set(allSeven(r).map((n) => of(n, r, c)));
      const present = picks.filter((p) => drawn.has(p)).length;
      const won = requireOption(b, ['hit', 'miss']) === 'hit' ? present === picks.length : present === 0;
      // the prize depends on k (and the odd pick): a keyed odds table (catalogue) is looked up by it
      const key = `${picks.length}${picks.includes(odd.pick(r, c)) ? odd.suffix : ''}`;
      return won ? { outcome: 'win', oddsKey: key } : LOSE;
    },
  };
}

export const MARK_SIX_OTHER_PLAYS: MarkSixRule[] = [
  {
    id: 'regular-number',
    name: '正码',
    rule: '所选号码在六个正码中（每个号码一注）',
    judge: (r, b) => winHits(requireNumbers(b, 1, 1, 49).filter((n) => r.balls.includes(n)).length),
  },
  {
    id: 'regular-k-number',
    name: '正码特',
    rule: '正码k（position 1–6）为所选号码',
    judge: (r, b) => winIf(requireNumbers(b, 1, 1, 49).includes(r.balls[requirePosition(b, 1, 6) - 1]!)),
  },
  regularTwoSides('regular-k-big', '正码大', (n) => n >= 25),
  regularTwoSides('regular-k-small', '正码小', (n) => n <= 24),
  regularTwoSides('regular-k-odd', '正码单', (n) => n % 2 === 1),
  regularTwoSides('regular-k-even', '正码双', (n) => n % 2 === 0),
  {
    id: 'regular-k-colour',
    name: '正码波色',
    rule: '正码k 的波色（option red|blue|green）',
    judge: (r, b) =>
      winIf(markSixColour(r.balls[requirePosition(b, 1, 6) - 1]!) === requireOption(b, COLOURS)),
  },
  {
    id: 'one-zodiac',
    name: '一肖',
    rule: '所选生肖在七个号码中出现（只赔一次）；本命生肖（五个号码）按 year 赔率',
    judge: (r, b, c) => {
      const animal = Number(requireOption(b, ZODIAC_OPTIONS));
      return allSeven(r).some((n) => zodiacOf(n, r, c) === animal) ? zodiacWin(animal, r, c) : LOSE;
    },
  },
  {
    id: 'one-tail',
    name: '一尾',
    rule: '所选尾数在七个号码中出现（只赔一次）',
    judge: (r, b) => winIf(allSeven(r).some((n) => markSixTail(n) === Number(requireOption(b, TAILS)))),
  },
  linkRule('zodiac-link', '生肖连', zodiacOf, 11, {
    pick: (r, c) => yearAnimal(lunarYear(r, c)),
    suffix: '-year',
  }),
  linkRule('tail-link', '尾数连', (n) => markSixTail(n), 9, { pick: () => 0, suffix: '-zero' }),
  {
    id: 'six-zodiac',
    name: '六肖',
    rule: '特码生肖在所选六个中（option hit）或不在（option miss）；特码 49 为和，退本',
    judge: (r, b, c): Verdict => {
      const picks = exactly(b, 6, 0, 11);
      const mode = requireOption(b, ['hit', 'miss']);
      if (r.special === 49) return PUSH;
      const inside = picks.includes(zodiacOf(r.special, r, c));
      return winIf(mode === 'hit' ? inside : !inside);
    },
  },
  {
    id: 'three-all',
    name: '三全中',
    rule: '所选三个号码都在正码中（可选 3–10 个号码，每三个一注）',
    judge: (r, b) =>
      judgeCombos(linkPicks(b, 3), 3, (c) => (c.every((n) => r.balls.includes(n)) ? '' : undefined)),
  },
  {
    id: 'three-two',
    name: '三中二',
    rule: '所选三个号码中两个在正码中（中二）；三个都中按中三赔率（可选 3–10 个号码）',
    judge: (r, b) =>
      judgeCombos(linkPicks(b, 3), 3, (c) => {
        const hits = c.filter((n) => r.balls.includes(n)).length;
        return hits === 3 ? 'three' : hits === 2 ? 'two' : undefined;
      }),
  },
  {
    id: 'two-all',
    name: '二全中',
    rule: '所选两个号码都在正码中（可选 2–10 个号码，每两个一注）',
    judge: (r, b) =>
      judgeCombos(linkPicks(b, 2), 2, (c) => (c.every((n) => r.balls.includes(n)) ? '' : undefined)),
  },
  {
    id: 'two-special',
    name: '二中特',
    rule: '两个都在正码中（中二），或一个正码一个特码（中特）（可选 2–10 个号码）',
    judge: (r, b) =>
      judgeCombos(linkPicks(b, 2), 2, (c) => {
        const inBalls = c.filter((n) => r.balls.includes(n)).length;
        if (inBalls === 2) return 'two';
        return inBalls === 1 && c.includes(r.special) ? 'special' : undefined;
      }),
  },
  {
    id: 'special-pair',
    name: '特串',
    rule: '所选两个号码一个是正码、一个是特码（可选 2–10 个号码）',
    judge: (r, b) =>
      judgeCombos(linkPicks(b, 2), 2, (c) =>
        c.includes(r.special) && c.some((n) => r.balls.includes(n)) ? '' : undefined,
      ),
  },
  ...[5, 6, 7, 8, 9, 10].map(
    (k): MarkSixRule => ({
      id: `not-hit-${k}`,
      name: `${'五六七八九十'[k - 5]}不中`,
      rule: `所选${k}个号码都不在七个开奖号码中（可多选，每${k}个一注）`,
      judge: (r, b) =>
        judgeCombos(linkPicks(b, k), k, (c) => (c.some((n) => allSeven(r).includes(n)) ? undefined : '')),
    }),
  ),
];
