/**
 * Hedging in a 28 room (game-rules B §0, §3): rooms may refuse an issue's bets that net each other out
 * (settings 杀组合 / 同向组合 / 反向组合, plus both sides of 大小 / 单双), unless the member's total stake in
 * the issue passes an exception threshold (例外). Cancel-then-rebet stays possible: only bets still
 * standing on the issue count.
 */
export type HedgeRule = 'oppositeSides' | 'killCombo' | 'sameCombo' | 'oppositeCombo';

export interface Pc28Hedging {
  /** 大 with 小, 单 with 双, 极大 with 极小 in one issue. */
  oppositeSides: boolean;
  /** 杀组合: a single side with a combo it kills (大 with 小单 / 小双, 单 with 小双 / 大双, …). */
  killCombo: boolean;
  /** 同向组合: 大单 with 小单, 大双 with 小双. */
  sameCombo: boolean;
  /** 反向组合: 大单 with 小双, 大双 with 小单. */
  oppositeCombo: boolean;
  /** 例外: with the issue's total stake (this order included) above this, the rules do not apply; 0 = never. */
  exceptOverFen: number;
}

export const PC28_NO_HEDGING: Pc28Hedging = {
  oppositeSides: false,
  killCombo: false,
  sameCombo: false,
  oppositeCombo: false,
  exceptOverFen: 0,
};

export const HEDGE_RULES: readonly HedgeRule[] = ['oppositeSides', 'killCombo', 'sameCombo', 'oppositeCombo'];

/** The play pairs each rule refuses together (PC28 play ids). */
export const HEDGE_PAIRS: Readonly<Record<HedgeRule, readonly (readonly [string, string])[]>> = {
  oppositeSides: [
    ['big', 'small'],
    ['odd', 'even'],
    ['extreme-big', 'extreme-small'],
  ],
  killCombo: [
    ['big', 'small-odd'],
    ['big', 'small-even'],
    ['small', 'big-odd'],
    ['small', 'big-even'],
    ['odd', 'small-even'],
    ['odd', 'big-even'],
    ['even', 'small-odd'],
    ['even', 'big-odd'],
  ],
  sameCombo: [
    ['big-odd', 'small-odd'],
    ['big-even', 'small-even'],
  ],
  oppositeCombo: [
    ['big-odd', 'small-even'],
    ['big-even', 'small-odd'],
  ],
};

/**
 * The enabled rules that the issue's plays (the member's standing bets plus the new order) break;
 * [] when the order may stand. `issueTotalFen` includes the new order (the 例外 threshold).
 */
export function pc28HedgeBreaches(
  rules: Pc28Hedging,
  playIds: readonly string[],
  issueTotalFen: number,
): HedgeRule[] {
  if (rules.exceptOverFen > 0 && issueTotalFen > rules.exceptOverFen) return [];
  const plays = new Set(playIds);
  return HEDGE_RULES.filter(
    (rule) => rules[rule] && HEDGE_PAIRS[rule].some(([a, b]) => plays.has(a) && plays.has(b)),
  );
}

/** Both sides covered in one issue: 大 and 小, 单 and 双, or a combo with its opposite combo. */
export function pc28IsHedged(playIds: readonly string[]): boolean {
  const plays = new Set(playIds);
  return [...HEDGE_PAIRS.oppositeSides.slice(0, 2), ...HEDGE_PAIRS.oppositeCombo].some(
    ([a, b]) => plays.has(a) && plays.has(b),
  );
}
