/** Bet unit mode of the official plays: 元 ×1, 角 ×0.1, 分 ×0.01 of the per-bet price. */
export type BetUnit = 'yuan' | 'jiao' | 'fen';

const UNIT_DIVISOR: Record<BetUnit, number> = { yuan: 1, jiao: 10, fen: 100 };

export interface SelectionCostInput {
  /** Bets (注) from a calculator. */
  count: number;
  unit: BetUnit;
  /** 倍数, integer ≥ 1. */
  multiple: number;
  /** Price of one bet in 元 mode; 2 yuan by default. */
  pricePerBetFen?: number;
}

export interface SelectionCost {
  count: number;
  moneyFen: number;
}

/**
 * Money for a selection: count × multiple × price ÷ unit divisor, in integer fen. A price that does not
 * divide evenly in the chosen unit (e.g. 5 fen in 分 mode) is refused, never rounded.
 */
export function selectionCost(input: SelectionCostInput): SelectionCost {
  const { count, unit, multiple, pricePerBetFen = 200 } = input;
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`count must be an integer ≥ 0: ${count}`);
  if (!Number.isSafeInteger(multiple) || multiple < 1)
    throw new RangeError(`multiple must be an integer ≥ 1: ${multiple}`);
  if (!Number.isSafeInteger(pricePerBetFen) || pricePerBetFen < 1)
    throw new RangeError(`bad price: ${pricePerBetFen}`);
  const divisor = UNIT_DIVISOR[unit];
  if (divisor === undefined) throw new RangeError(`unknown unit: ${String(unit)}`);
  if (pricePerBetFen % divisor !== 0)
    throw new RangeError(`price ${pricePerBetFen} fen is not whole in ${unit} mode`);
  const moneyFen = count * multiple * (pricePerBetFen / divisor);
  if (!Number.isSafeInteger(moneyFen)) throw new RangeError('selection cost too large');
  return { count, moneyFen };
}
