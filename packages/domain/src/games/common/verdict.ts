/**
 * How one play is decided against one result. Games return a Verdict; settlement turns it into money.
 * Keeping the rules free of money lets the client preview and the server settle with the same code.
 */
export type Verdict =
  | {
      outcome: 'win';
      /** Selects an entry of a keyed odds map (三军 occurrences, Keno hits, 三中二 中二/中三, 翻倍 hand). */
      oddsKey?: string;
      /** Replaces the bet's odds (PC28 13/14 reduced odds). Decimal string, stake-inclusive. */
      oddsOverride?: string;
      /** Winning 注 for multi-selection (norm) bets; the bet's stake is spread over its `count`. Default 1. */
      hits?: number;
      /** 过关: multiply the bet's keyed odds at these keys (a key may repeat); legs that were 和 are left out. */
      oddsKeys?: readonly string[];
      /**
       * Winning 注 split by odds key (连码 multi-number: some combinations 中三, others 中二). Replaces
       * oddsKey/hits; settlement pays floor(stake × Σ oddsₖ × hitsₖ / count).
       */
      parts?: readonly { oddsKey: string; hits: number }[];
      /** Caps the stake-inclusive payout in fen (Mark Six 过关 max win per ticket). */
      maxPayoutFen?: number;
    }
  | {
      outcome: 'lose';
      /** Card-bull 翻倍: the member loses stake × this (≥ 1); the extra part was reserved at bet time. */
      lossMultiplier?: number;
    }
  /** Stake back (和, 13/14 combo refund, Mark Six 49, Keno 810). Settles as outcome 'push'. */
  | { outcome: 'push' };

/** What a bet says it plays. The catalogue validates shapes at bet time; settlement refunds bad ones. */
export interface PlaySelection {
  playId: string;
  /** A named option of the play ('red', 'front', a sum '13', a zodiac index '6'). */
  option?: string;
  /** 1-based position (ball, rank, 闲 k) where the play is positional. */
  position?: number;
  /** Chosen numbers (digits, sums, balls, zodiac indices…). */
  numbers?: readonly number[];
  /** Per-position sets for direct (直选) plays. */
  sets?: readonly (readonly number[])[];
  /** 胆 numbers for 胆拖 plays (numbers are then the 拖). */
  dan?: readonly number[];
}

/** One play as data: stable English key, Chinese display name, and how it is decided. */
export interface PlayDef {
  id: string;
  name: string;
  rule: string;
}

export type Judge<R, C> = (result: R, bet: PlaySelection, config: C) => Verdict;

export interface PlayRule<R, C> extends PlayDef {
  judge: Judge<R, C>;
}

export const WIN: Verdict = { outcome: 'win' };
export const LOSE: Verdict = { outcome: 'lose' };
export const PUSH: Verdict = { outcome: 'push' };

export function winIf(condition: boolean): Verdict {
  return condition ? WIN : LOSE;
}

export function winHits(hits: number): Verdict {
  return hits > 0 ? { outcome: 'win', hits } : LOSE;
}

/** Thrown for a selection the play cannot judge; settlement turns it into a refund. */
export class InvalidSelectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSelectionError';
  }
}

export function requireOption(bet: PlaySelection, allowed: readonly string[]): string {
  const option = bet.option;
  if (option === undefined || !allowed.includes(option))
    throw new InvalidSelectionError(`${bet.playId}: option must be one of ${allowed.join(',')}`);
  return option;
}

export function requireNumbers(bet: PlaySelection, min: number, lo: number, hi: number): number[] {
  const nums = bet.numbers ?? [];
  const distinct = new Set(nums);
  if (nums.length < min || distinct.size !== nums.length)
    throw new InvalidSelectionError(`${bet.playId}: needs ≥ ${min} distinct numbers`);
  for (const n of nums) {
    if (!Number.isInteger(n) || n < lo || n > hi)
      throw new InvalidSelectionError(`${bet.playId}: number ${n} outside ${lo}..${hi}`);
  }
  return [...nums];
}

export function requirePosition(bet: PlaySelection, lo: number, hi: number): number {
  const p = bet.position;
  if (p === undefined || !Number.isInteger(p) || p < lo || p > hi)
    throw new InvalidSelectionError(`${bet.playId}: position must be ${lo}..${hi}`);
  return p;
}

export function requireSets(bet: PlaySelection, count: number, lo: number, hi: number): number[][] {
  const sets = bet.sets ?? [];
  if (sets.length !== count) throw new InvalidSelectionError(`${bet.playId}: needs ${count} position sets`);
  return sets.map((set) => {
    const copy = [...set];
    if (copy.length === 0 || new Set(copy).size !== copy.length)
      throw new InvalidSelectionError(`${bet.playId}: each position needs distinct numbers`);
    for (const n of copy)
      if (!Number.isInteger(n) || n < lo || n > hi)
        throw new InvalidSelectionError(`${bet.playId}: number ${n} outside ${lo}..${hi}`);
    return copy;
  });
}

/** Runs the play's judge; unknown play → InvalidSelectionError. */
export function judgeWith<R, C>(
  rules: ReadonlyMap<string, PlayRule<R, C>>,
  result: R,
  bet: PlaySelection,
  config: C,
): Verdict {
  const rule = rules.get(bet.playId);
  if (!rule) throw new InvalidSelectionError(`unknown play ${bet.playId}`);
  return rule.judge(result, bet, config);
}

export function ruleMap<R, C>(rules: readonly PlayRule<R, C>[]): ReadonlyMap<string, PlayRule<R, C>> {
  return new Map(rules.map((r) => [r.id, r]));
}

export function playDefs<R, C>(rules: readonly PlayRule<R, C>[]): PlayDef[] {
  return rules.map(({ id, name, rule }) => ({ id, name, rule }));
}
