import { isNormPlay, normBetCount } from '../calculators/norm-count';
import {
  applyOddsFen,
  applyOddsPartsFen,
  applyOddsProductFen,
  type OddsValue,
  oddsToBp,
} from '../games/common/odds-math';
import { InvalidSelectionError, type PlaySelection, type Verdict } from '../games/common/verdict';
import { pc28NeedsIssueContext } from '../games/pc28/plays';
import { type GameConfigs, type GameResult, type GameType, judgePlay } from '../games/registry';

export type BetOutcome = 'win' | 'lose' | 'push' | 'refund';

/** Odds locked at bet time: one value, or a map for plays whose prize depends on the outcome. */
export type BetOdds = OddsValue | Readonly<Record<string, OddsValue>>;

export interface SettleBet {
  id: string;
  selection: PlaySelection;
  /** Total stake of the bet in fen (for norm bets: count × unit × multiple). */
  stakeFen: number;
  odds: BetOdds;
  /**
   * Number of 注 the stake covers. Default: for a norm play, the count of its selection (the same
   * counter that priced it at bet time, so a stored bet needs no separate count); otherwise 1.
   */
  count?: number;
  /** The member's total stake in the issue (PC28 tiered 13/14 rule). */
  issueStakeFen?: number;
  /** The plays the member holds in the issue (PC28 回本 on a hedge). */
  issuePlayIds?: readonly string[];
}

export interface BetSettlement {
  id: string;
  outcome: BetOutcome;
  /** Credited to the member: stake-inclusive winnings, or the stake for push / refund, else 0. */
  payoutFen: number;
  /** Debited beyond the stake (card-bull 翻倍 losses); taken from the hold reserved at bet time. */
  extraLossFen: number;
  /** Why a bet was refunded (invalid selection, unusable odds, void issue). */
  reason?: string;
}

const refund = (bet: SettleBet, reason: string): BetSettlement => ({
  id: bet.id,
  outcome: 'refund',
  payoutFen: bet.stakeFen,
  extraLossFen: 0,
  reason,
});

function pickOdds(odds: BetOdds, key: string | undefined): OddsValue | undefined {
  if (typeof odds === 'string' || typeof odds === 'number') return odds;
  if (key === undefined) return odds.default;
  return odds[key];
}

/** Money for one verdict. Payout = floor(stake × odds × hits / count); odds below 1.0 are refused. */
function moneyFor(bet: SettleBet, verdict: Verdict, count: number): BetSettlement {
  const base = { id: bet.id, extraLossFen: 0 };
  if (verdict.outcome === 'push') return { ...base, outcome: 'push', payoutFen: bet.stakeFen };
  if (verdict.outcome === 'lose') {
    const mult = verdict.lossMultiplier ?? 1;
    return { ...base, outcome: 'lose', payoutFen: 0, extraLossFen: bet.stakeFen * (mult - 1) };
  }
  if (verdict.oddsKeys) return productMoney(bet, verdict.oddsKeys, verdict.maxPayoutFen);
  if (verdict.parts) return partsMoney(bet, verdict.parts, count);
  const odds = verdict.oddsOverride ?? pickOdds(bet.odds, verdict.oddsKey);
  // a keyed pay table without this key (e.g. Keno pick 3 with one hit) pays nothing
  if (odds === undefined) return { ...base, outcome: 'lose', payoutFen: 0 };
  if (oddsToBp(odds) < 10_000) return refund(bet, `odds below 1: ${odds}`);
  const hits = Math.min(verdict.hits ?? 1, count);
  return { ...base, outcome: 'win', payoutFen: applyOddsFen(bet.stakeFen, odds, hits, count) };
}

/** 过关: stake × Π leg odds (exact), capped at the ticket's max payout. Every leg key must be priced. */
function productMoney(bet: SettleBet, keys: readonly string[], maxFen: number | undefined): BetSettlement {
  const odds: OddsValue[] = [];
  for (const key of keys) {
    const o = pickOdds(bet.odds, key);
    if (o === undefined || typeof bet.odds !== 'object') return refund(bet, `no odds for leg ${key}`);
    if (oddsToBp(o) < 10_000) return refund(bet, `odds below 1: ${o}`);
    odds.push(o);
  }
  const raw = applyOddsProductFen(bet.stakeFen, odds);
  const payoutFen = maxFen === undefined ? raw : Math.min(raw, maxFen);
  return { id: bet.id, extraLossFen: 0, outcome: 'win', payoutFen };
}

/** 连码 multi-number: each odds key pays its own winning 注; keys the table lacks pay nothing. */
function partsMoney(
  bet: SettleBet,
  parts: readonly { oddsKey: string; hits: number }[],
  count: number,
): BetSettlement {
  const priced: { odds: OddsValue; hits: number }[] = [];
  let total = 0;
  for (const p of parts) {
    const odds = pickOdds(bet.odds, p.oddsKey);
    if (odds === undefined || p.hits <= 0) continue;
    if (oddsToBp(odds) < 10_000) return refund(bet, `odds below 1: ${odds}`);
    const hits = Math.min(p.hits, count - total);
    total += hits;
    priced.push({ odds, hits });
  }
  if (total === 0) return { id: bet.id, extraLossFen: 0, outcome: 'lose', payoutFen: 0 };
  return {
    id: bet.id,
    extraLossFen: 0,
    outcome: 'win',
    payoutFen: applyOddsPartsFen(bet.stakeFen, priced, count),
  };
}

function countOf(game: GameType, selection: PlaySelection): number {
  return isNormPlay(game, selection.playId) ? normBetCount(game, selection.playId, selection) : 1;
}

/** Settles one bet; a bet the rules cannot judge (unknown play, bad shape, bad odds) is refunded. */
export function settleBet<K extends GameType>(
  result: Extract<GameResult, { game: K }>,
  bet: SettleBet,
  config?: Partial<GameConfigs[K]>,
): BetSettlement {
  if (!Number.isSafeInteger(bet.stakeFen) || bet.stakeFen <= 0)
    return refund(bet, 'stake must be positive fen');
  if (bet.count !== undefined && (!Number.isSafeInteger(bet.count) || bet.count < 1))
    return refund(bet, 'bad count');
  const count = bet.count ?? countOf(result.game, bet.selection);
  if (count < 1) return refund(bet, 'selection has no valid bet');
  try {
    const withStake = {
      ...config,
      issueStakeFen: bet.issueStakeFen,
      issuePlayIds: bet.issuePlayIds,
    } as unknown as Partial<GameConfigs[K]>;
    const verdict = judgePlay(result, bet.selection, result.game === 'pc28' ? withStake : config);
    return moneyFor(bet, verdict, count);
  } catch (e) {
    if (e instanceof InvalidSelectionError || e instanceof RangeError) return refund(bet, e.message);
    throw e;
  }
}

/**
 * Whether `issueStakeFen` / `issuePlayIds` can change any bet's settlement on this result; when not,
 * a settler may judge every member's bets alike (only a PC28 13 or 14 reads them).
 */
export function resultNeedsIssueContext(result: GameResult): boolean {
  return result.game === 'pc28' && pc28NeedsIssueContext(result);
}

/** `(result, bets) → per-bet outcome and payout`, in input order. */
export function settleBets<K extends GameType>(
  result: Extract<GameResult, { game: K }>,
  bets: readonly SettleBet[],
  config?: Partial<GameConfigs[K]>,
): BetSettlement[] {
  return bets.map((bet) => settleBet(result, bet, config));
}

/** A voided issue (A1: objective, logged cause) refunds every bet in full. */
export function voidIssue(
  bets: readonly Pick<SettleBet, 'id' | 'stakeFen'>[],
  reason = 'issue voided',
): BetSettlement[] {
  return bets.map((b) => ({ id: b.id, outcome: 'refund', payoutFen: b.stakeFen, extraLossFen: 0, reason }));
}
