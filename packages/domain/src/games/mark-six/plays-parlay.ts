import { InvalidSelectionError, LOSE, type PlaySelection, PUSH, type Verdict } from '../common/verdict';
import type { MarkSixRule } from './plays-special';
import { type MarkSixResult, markSixColour } from './result';

/** 过关 leg options: 正码k 两面 (49 ⇒ 和) and 波色 (49 is green, never 和). */
export const PARLAY_OPTIONS = ['big', 'small', 'odd', 'even', 'red', 'blue', 'green'] as const;
export type ParlayOption = (typeof PARLAY_OPTIONS)[number];

export interface ParlayLeg {
  position: number;
  option: ParlayOption;
}

const TWO_SIDES: Record<string, (n: number) => boolean> = {
  big: (n) => n >= 25,
  small: (n) => n <= 24,
  odd: (n) => n % 2 === 1,
  even: (n) => n % 2 === 0,
};

/** 正码一…正码六 (正码k by position 1–6). */
export const MARK_SIX_REGULAR_NAMES = ['正码一', '正码二', '正码三', '正码四', '正码五', '正码六'];

/** The name of a 过关 leg option (大小单双, 红波蓝波绿波). */
export const PARLAY_OPTION_NAMES: Record<ParlayOption, string> = {
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
  red: '红波',
  blue: '蓝波',
  green: '绿波',
};

/** A 过关 ticket as the member reads it: '正码一大 正码三红波'. */
export function parlayLegsName(legs: readonly ParlayLeg[]): string {
  return legs
    .map((l) => `${MARK_SIX_REGULAR_NAMES[l.position - 1]}${PARLAY_OPTION_NAMES[l.option]}`)
    .join(' ');
}

/** Encodes legs as the selection's option: '1:big,3:red' (正码 position 1–6 : option). */
export function parlayOption(legs: readonly ParlayLeg[]): string {
  return legs.map((l) => `${l.position}:${l.option}`).join(',');
}

/** 2–8 legs, each on a distinct 正码 position (so at most 6 in practice), options from PARLAY_OPTIONS. */
export function parseParlayLegs(bet: PlaySelection): ParlayLeg[] {
  const parts = (bet.option ?? '').split(',');
  const legs = parts.map((part): ParlayLeg => {
    const m = /^([1-6]):([a-z]+)$/.exec(part);
    const option = m?.[2] as ParlayOption | undefined;
    if (!m || !option || !PARLAY_OPTIONS.includes(option))
      throw new InvalidSelectionError(`parlay: bad leg '${part}'`);
    return { position: Number(m[1]), option };
  });
  if (legs.length < 2 || legs.length > 8) throw new InvalidSelectionError('parlay: needs 2–8 legs');
  if (new Set(legs.map((l) => l.position)).size !== legs.length)
    throw new InvalidSelectionError('parlay: one leg per 正码 position');
  return legs;
}

type LegVerdict = 'win' | 'lose' | 'tie';

function legVerdict(r: MarkSixResult, leg: ParlayLeg): LegVerdict {
  const n = r.balls[leg.position - 1]!;
  const side = TWO_SIDES[leg.option];
  if (!side) return markSixColour(n) === leg.option ? 'win' : 'lose';
  if (n === 49) return 'tie';
  return side(n) ? 'win' : 'lose';
}

/**
 * 过关 (B §9): every leg must win; a 49-和 leg counts 1.0 (left out of the product); a 2-leg ticket with a
 * 和 leg is a push. The bet's odds are a map keyed by leg option; the payout is capped per ticket.
 */
export const MARK_SIX_PARLAY_PLAY: MarkSixRule = {
  id: 'parlay',
  name: '过关',
  rule: '2–8 关，每关选一个正码位置（1–6）及大/小/单/双/红/蓝/绿（option 如 1:big,3:red）；全中才中奖，赔率相乘；正码 49 的两面关按 1 计，两关中有和则退本；单注最高派彩受限',
  judge: (r, b, c): Verdict => {
    const legs = parseParlayLegs(b);
    const verdicts = legs.map((l) => legVerdict(r, l));
    if (verdicts.includes('lose')) return LOSE;
    const winners = legs.filter((_, i) => verdicts[i] === 'win');
    if (winners.length < legs.length && legs.length === 2) return PUSH;
    return { outcome: 'win', oddsKeys: winners.map((l) => l.option), maxPayoutFen: c.parlayMaxWinFen };
  },
};
