import type { BetItem } from '@qilin/contract';
import {
  type BetUnit,
  type GameType,
  normBetCount,
  type PlaySelection,
  playOddsAtRebate,
  selectionCost,
} from '@qilin/domain';
import { type InputMode, type PickMode, type PlayInput, playInput } from './play-input';

/**
 * The official-play selection of spec §3 "Bet selection": the input mode, the segment (前三/中三/后三 …),
 * the picked rows or typed text, unit, multiple and 返点 (`point`, in basis points).
 */
export type NormSelection = {
  mode: number;
  segment: string | null;
  rows: number[][];
  text: string;
  unit: BetUnit;
  multiple: number;
  rebateBp: number;
};

/** One wire item's selection and its 注 (a pick is one part, a typed entry or a 快3 sum one each). */
export type WirePart = Pick<BetItem, 'numbers' | 'sets' | 'dan' | 'option'> & { count: number };

export type SelectionQuote = {
  count: number;
  moneyFen: number;
  parts: WirePart[];
  error: 'count' | 'money' | null;
};

/** Guard of the slip (spec §3 maxCount / maxMoney). */
export const MAX_COUNT = 10_000;

const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** The selection the picked rows stand for, as the server will read it (before the segment). */
function pickedSelection(mode: PickMode, rows: readonly number[][]): Omit<WirePart, 'count'>[] {
  const r = (i: number) => ascending(rows[i] ?? []);
  switch (mode.wire) {
    case 'numbers':
      return [{ numbers: r(0) }];
    case 'sets':
      return [{ sets: mode.rows(0).map((_, i) => r(i)) }];
    case 'dan-tuo':
      return [{ dan: r(0), numbers: r(1) }];
    case 'pair-single':
      return [{ numbers: [...(rows[0] ?? []), ...(rows[1] ?? [])] }];
    case 'per-option':
      return r(0).map((n) => ({ option: String(n), numbers: [n] }));
  }
}

function candidateParts(mode: InputMode, sel: NormSelection): Omit<WirePart, 'count'>[] | null {
  if (mode.kind === 'fixed') return [{}];
  if (mode.kind === 'pick') return pickedSelection(mode, sel.rows);
  const parsed = mode.parse(sel.text);
  // any invalid entry makes the whole text count 0 (spec §5)
  return parsed.count === 0 ? null : parsed.entries.map((entry) => ({ sets: entry.map((n) => [n]) }));
}

/**
 * Count of every part by the domain's counter — the server's — with the segment as the option. Any
 * part the counter refuses (0) makes the whole selection invalid: nothing is sent, count 0.
 */
function countedParts(gameType: string, playId: string, input: PlayInput, sel: NormSelection): WirePart[] {
  const mode = input.modes[sel.mode] ?? input.modes[0];
  if (!mode) return [];
  const parts = candidateParts(mode, sel);
  if (!parts || parts.length === 0) return [];
  const counted: WirePart[] = [];
  for (const part of parts) {
    const withSegment = sel.segment !== null && input.segments ? { ...part, option: sel.segment } : part;
    const selection: PlaySelection = { playId, ...withSegment };
    const count = normBetCount(gameType as GameType, playId, selection);
    if (count < 1) return [];
    counted.push({ ...withSegment, count });
  }
  return counted;
}

/**
 * Live count and money of a selection (spec §4/§5): the count from the domain counter the server
 * uses, 0 on any invalid entry; the money from selectionCost in integer fen.
 */
export function quoteSelection(
  gameType: string,
  playId: string,
  sel: NormSelection,
  maxMoneyFen: number,
): SelectionQuote {
  const input = playInput(gameType, playId);
  const parts = input ? countedParts(gameType, playId, input, sel) : [];
  const count = parts.reduce((s, p) => s + p.count, 0);
  const { moneyFen } = selectionCost({ count, unit: sel.unit, multiple: sel.multiple });
  const error = count > MAX_COUNT ? 'count' : moneyFen > maxMoneyFen ? 'money' : null;
  return { count, moneyFen, parts, error };
}

/**
 * One cart line (spec §3 cartList). `odds` / `optionOdds` (per-option odds of 快3 和值) are the play's
 * odds at no rebate; the items carry them at the line's rebate.
 */
export type CartLine = {
  key: string;
  playId: string;
  name: string;
  odds: BetItem['odds'];
  optionOdds?: Record<string, BetItem['odds']>;
  quote: SelectionQuote;
  sel: NormSelection;
};

/** The odds a line's part is shown and sent at: its play's (or option's) odds at the line's rebate. */
export function partOdds(
  line: Pick<CartLine, 'odds' | 'optionOdds' | 'sel'>,
  option?: string,
): BetItem['odds'] {
  const base = (option !== undefined && line.optionOdds?.[option]) || line.odds;
  return playOddsAtRebate(base, line.sel.rebateBp);
}

/**
 * Items for the server, one per part, each with its unit, multiple, count and money — the server
 * recounts the selection and refuses the bet if its count or money differs — the odds shown, and the
 * rebate taken (the server recomputes the odds at that rebate and refuses a mismatch).
 */
export function cartItems(cart: readonly CartLine[]): BetItem[] {
  return cart.flatMap((line) =>
    line.quote.parts.map(({ count, ...selection }) => ({
      playId: line.playId,
      ...selection,
      unit: line.sel.unit,
      multiple: line.sel.multiple,
      count,
      amountFen: selectionCost({ count, unit: line.sel.unit, multiple: line.sel.multiple }).moneyFen,
      odds: partOdds(line, selection.option),
      ...(line.sel.rebateBp > 0 && { rebateBp: line.sel.rebateBp }),
    })),
  );
}
