import { applyOddsFen, applyOddsProductFen, type OddsValue, oddsToBp } from '../games/common/odds-math';
import { InvalidSelectionError, type PlaySelection } from '../games/common/verdict';
import { MARK_SIX_DEFAULT_CONFIG } from '../games/mark-six/odds';
import { parseParlayLegs } from '../games/mark-six/plays';
import type { BetOdds } from './settle';

/** What a bet pays back if it wins, before it is placed. */
export interface ReturnQuote {
  /** Stake-inclusive payout in fen, rounded down to the fen exactly as settlement rounds it. */
  fen: number;
  /** The play pays differently by outcome (a keyed pay table, 过关): `fen` is the most it can pay (最高可中). */
  most: boolean;
}

export interface ReturnInput {
  selection: PlaySelection;
  /** Total stake of the bet in fen (a norm bet: count × unit × multiple). */
  stakeFen: number;
  odds: BetOdds;
  /** 注 the stake covers (default 1). */
  count?: number;
  /** The most 注 of the selection one draw can win (default 1): the stake pays hits / count of it. */
  maxHits?: number;
  /** 过关's cap on one ticket's payout (default: the Mark Six default config's). */
  parlayMaxWinFen?: number;
}

const isParlay = (odds: BetOdds, selection: PlaySelection) =>
  typeof odds === 'object' && selection.playId === 'parlay' && (selection.option ?? '').includes(':');

/** The largest odds of a keyed pay table (its keys are alternative outcomes of one 注). */
function largestOdds(odds: Readonly<Record<string, OddsValue>>): OddsValue | undefined {
  let best: OddsValue | undefined;
  for (const value of Object.values(odds))
    if (best === undefined || oddsToBp(value) > oddsToBp(best)) best = value;
  return best;
}

/** 过关: every leg wins → stake × Π leg odds, capped (settlement's productMoney on its best case). */
function parlayReturn(input: ReturnInput, odds: Readonly<Record<string, OddsValue>>): ReturnQuote {
  const legs = parseParlayLegs(input.selection);
  const legOdds = legs.map((l) => odds[l.option]);
  if (legOdds.some((o) => o === undefined || oddsToBp(o) < 10_000))
    return { fen: input.stakeFen, most: false };
  const raw = applyOddsProductFen(input.stakeFen, legOdds as OddsValue[]);
  const cap = input.parlayMaxWinFen ?? MARK_SIX_DEFAULT_CONFIG.parlayMaxWinFen;
  // a 2-leg ticket with a 49 和 leg is a push: the stake comes back even where the cap is below it
  return { fen: Math.max(Math.min(raw, cap), input.stakeFen), most: true };
}

/**
 * The most a bet can pay back, computed with settlement's own arithmetic: floor(stake × odds × hits /
 * count), the product of the legs' odds for 过关, the largest entry of a keyed pay table. Odds below 1
 * (which settlement refunds) and selections it cannot judge return the stake. Never below 0.
 */
export function potentialReturn(input: ReturnInput): ReturnQuote {
  const { stakeFen, odds, selection } = input;
  if (!Number.isSafeInteger(stakeFen) || stakeFen <= 0) return { fen: 0, most: false };
  const count = input.count ?? 1;
  const hits = Math.min(input.maxHits ?? 1, count);
  try {
    if (isParlay(odds, selection)) return parlayReturn(input, odds as Readonly<Record<string, OddsValue>>);
    const keyed = typeof odds === 'object';
    const value = keyed ? largestOdds(odds) : odds;
    if (value === undefined || oddsToBp(value) < 10_000) return { fen: stakeFen, most: false };
    const several = keyed && new Set(Object.values(odds).map(oddsToBp)).size > 1;
    return { fen: applyOddsFen(stakeFen, value, hits, count), most: several || hits > 1 };
  } catch (e) {
    if (e instanceof InvalidSelectionError || e instanceof RangeError) return { fen: stakeFen, most: false };
    throw e;
  }
}

/** The most a slip of bets can pay back: the sum of each bet's most (a bound; exclusive picks cannot all win). */
export function slipPotentialReturnFen(inputs: readonly ReturnInput[]): number {
  return inputs.reduce((sum, input) => sum + potentialReturn(input).fen, 0);
}
