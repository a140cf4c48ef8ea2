import type { BetItem } from '@qilin/contract';
import {
  type CreditNumberPick,
  creditPickLabel,
  formatFen,
  isCreditPick,
  type ParlayLeg,
  parlayLegsName,
  parlayOption,
} from '@qilin/domain';

/** One tapped option of the odds grid (structurally an OddsOption of the game feature). */
export type SlipPick = {
  key: string;
  name: string;
  playId: string;
  option?: string;
  position?: number;
  odds: string | Record<string, string>;
  oddsText: string;
  /** The option settles against numbers the member picks (任选, 选号…): how many and from which range. */
  pick?: CreditNumberPick;
  /** The numbers picked for such an option. */
  numbers?: number[];
  /** 六合彩 过关: the option is the legs the member composes in the parlay sheet. */
  parlay?: boolean;
};

/** Chip amounts in fen (1, 5, 10, 50, 100, 500 元). */
export const AMOUNT_CHIPS_FEN = [100, 500, 1000, 5000, 10_000, 50_000] as const;

export function togglePick(picks: SlipPick[], pick: SlipPick): SlipPick[] {
  return picks.some((p) => p.key === pick.key) ? picks.filter((p) => p.key !== pick.key) : [...picks, pick];
}

export function slipTotalFen(picks: readonly SlipPick[], amountFen: number): number {
  return picks.length * amountFen;
}

/** The bet items sent to the server: each carries the odds the member was shown. */
export function slipItems(picks: readonly SlipPick[], amountFen: number): BetItem[] {
  return picks.map((p) => ({
    playId: p.playId,
    ...(p.option !== undefined && { option: p.option }),
    ...(p.position !== undefined && { position: p.position }),
    ...(p.numbers !== undefined && { numbers: p.numbers }),
    amountFen,
    odds: p.odds,
  }));
}

/** A picked number as the balls show it: its 生肖, 01–80 where numbers start at 1, else plain digits and sums. */
export function pickNumberLabel(n: number, pick: CreditNumberPick): string {
  return creditPickLabel(n, pick);
}

/** Whether `pick` is one of the numbered picks made on the grid option `option` (the key is its prefix). */
export function isPickOf(pick: SlipPick, option: SlipPick): boolean {
  return pick.key.startsWith(`${option.key}#`);
}

/** Whether a pick takes one number per 注 (定位, 特码…): the sheet then makes one pick per number. */
export const isOneNumberPick = (pick: CreditNumberPick) => pick.count === 1 && pick.maxCount === undefined;

/**
 * The slip picks a confirmed number choice makes on an option that needs numbers: `count` (up to
 * `maxCount`) numbers are one pick (one 注); a one-number play makes one pick per chosen number.
 * Anything the domain would not accept as one 注 makes none.
 */
export function picksFromNumbers(option: SlipPick, chosen: readonly number[]): SlipPick[] {
  const { pick } = option;
  if (!pick) return [];
  const sets = isOneNumberPick(pick) ? chosen.map((n) => [n]) : [chosen];
  if (chosen.length === 0 || !sets.every((set) => isCreditPick(pick, set))) return [];
  if (new Set(chosen).size !== chosen.length) return [];
  return sets.map((set) => {
    const numbers = [...set].sort((a, b) => a - b);
    const labels = numbers.map((n) => pickNumberLabel(n, pick));
    return {
      ...option,
      key: `${option.key}#${numbers.join(',')}`,
      name: `${option.name} ${labels.join(' ')}`,
      numbers,
    };
  });
}

/** The slip pick of a 过关 ticket: its legs as the option (ordered by position) and as the name. */
export function parlayPick(option: SlipPick, legs: readonly ParlayLeg[]): SlipPick {
  const ordered = [...legs].sort((a, b) => a.position - b.position);
  const legsOption = parlayOption(ordered);
  return {
    ...option,
    key: `${option.key}#${legsOption}`,
    name: `${option.name} ${parlayLegsName(ordered)}`,
    option: legsOption,
  };
}

export function confirmLines(
  picks: readonly SlipPick[],
  amountFen: number,
  template: (v: Record<string, string>) => string,
) {
  return picks.map((p) => template({ name: p.name, odds: p.oddsText, money: formatFen(amountFen) }));
}

/** A fresh key per submitted slip: a retried request with the same key is a no-op on the server. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
