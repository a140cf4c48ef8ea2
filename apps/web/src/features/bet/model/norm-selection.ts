import type { BetItem } from '@qilin/contract';
import { type BetUnit, selectionCost } from '@qilin/domain';
import { entrySelection, type PlayInput } from './play-counters';

/** The official-play selection of spec §3 "Bet selection": picks or typed text, unit and multiple. */
export type NormSelection = { chosen: number[]; text: string; unit: BetUnit; multiple: number };

export type SelectionQuote = {
  count: number;
  moneyFen: number;
  entries: number[][];
  error: 'count' | 'money' | null;
};

/** Guard of the slip (spec §3 maxCount / maxMoney). */
export const MAX_COUNT = 10_000;

/**
 * Live count and money of a selection. Count comes from the domain counter of the play (0 on any
 * invalid entry, spec §4/§5); money from selectionCost in integer fen.
 */
export function quoteSelection(
  input: PlayInput | null,
  sel: NormSelection,
  maxMoneyFen: number,
): SelectionQuote {
  if (!input) return { count: 0, moneyFen: 0, entries: [], error: null };
  let count: number;
  let entries: number[][];
  if (input.kind === 'pick') {
    count = input.count(sel.chosen);
    entries = count > 0 ? [sel.chosen.slice().sort((a, b) => a - b)] : [];
  } else {
    const parsed = input.count(sel.text);
    count = parsed.count;
    entries = parsed.entries;
  }
  const { moneyFen } = selectionCost({ count, unit: sel.unit, multiple: sel.multiple });
  const error = count > MAX_COUNT ? 'count' : moneyFen > maxMoneyFen ? 'money' : null;
  return { count, moneyFen, entries, error };
}

/** One cart line (spec §3 cartList). */
export type CartLine = {
  key: string;
  playId: string;
  name: string;
  odds: BetItem['odds'];
  quote: SelectionQuote;
  sel: NormSelection;
};

/**
 * Items for the server. A picked selection is one item worth its whole count; each typed entry is
 * one item of one 注. Every item says its unit, multiple and count — the server recounts the
 * selection and refuses the bet if its count or money differs.
 */
export function cartItems(cart: readonly CartLine[]): BetItem[] {
  return cart.flatMap((line) => {
    const { quote, sel } = line;
    if (quote.count === 0 || quote.entries.length === 0) return [];
    // every entry counts alike (a pick is one entry of `count` 注, a typed entry one 注), so both
    // divisions are exact
    const n = quote.entries.length;
    return quote.entries.map((entry) => ({
      playId: line.playId,
      ...entrySelection(line.playId, entry),
      unit: sel.unit,
      multiple: sel.multiple,
      count: quote.count / n,
      amountFen: quote.moneyFen / n,
      odds: line.odds,
    }));
  });
}
