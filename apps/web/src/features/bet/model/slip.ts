import type { BetItem } from '@qilin/contract';
import {
  type CreditNumberPick,
  creditPickLabel,
  isCreditPick,
  type ParlayLeg,
  parlayLegsName,
  parlayOption,
  potentialReturn,
  type ReturnQuote,
} from '@qilin/domain';
import { moneyText } from '../../../lib/money';

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

/** The stake a slip starts with: one of the chips (10 元), so a chip is lit from the first tap. */
export const DEFAULT_CHIP_FEN: (typeof AMOUNT_CHIPS_FEN)[number] = 1000;

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

/** What one pick pays back if it wins, by settlement's arithmetic (the most, for a keyed pay table). */
export function pickReturn(pick: SlipPick, amountFen: number): ReturnQuote {
  const { playId, option, position, numbers } = pick;
  return potentialReturn({
    selection: { playId, option, position, numbers },
    stakeFen: amountFen,
    odds: pick.odds,
  });
}

/**
 * What the slip can pay back: the sum of its picks' returns. With several picks (which may exclude
 * each other) or a keyed pick that sum is a bound, shown as 最高可中 (`most`).
 */
export function slipReturn(picks: readonly SlipPick[], amountFen: number): ReturnQuote {
  const quotes = picks.map((p) => pickReturn(p, amountFen));
  return {
    fen: quotes.reduce((s, q) => s + q.fen, 0),
    most: picks.length > 1 || quotes.some((q) => q.most),
  };
}

/** Text lookup as the i18n `t` offers it (kept narrow so the model needs no React). */
export type SlipTexts = (key: string, vars: Record<string, string | number>) => string;

/** '可中 19.80 元', or '最高可中 …' when the figure is a maximum. */
export function returnText(quote: ReturnQuote, t: SlipTexts): string {
  return t(quote.most ? 'game.bet.winMost' : 'game.bet.win', { money: moneyText(quote.fen) });
}

/** The confirm dialog's line per pick: name, odds, stake and what it can win. */
export function confirmLines(picks: readonly SlipPick[], amountFen: number, t: SlipTexts): string[] {
  return picks.map((p) =>
    t('game.bet.confirmLine', {
      name: p.name,
      odds: p.oddsText,
      money: moneyText(amountFen),
      win: returnText(pickReturn(p, amountFen), t),
    }),
  );
}

/** The confirm dialog's total: 注, 元 and what the whole slip can win. */
export function confirmTotal(picks: readonly SlipPick[], amountFen: number, t: SlipTexts): string {
  const total = t('game.bet.total', {
    count: picks.length,
    money: moneyText(slipTotalFen(picks, amountFen)),
  });
  return `${total} · ${returnText(slipReturn(picks, amountFen), t)}`;
}

/** A fresh key per submitted slip: a retried request with the same key is a no-op on the server. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
