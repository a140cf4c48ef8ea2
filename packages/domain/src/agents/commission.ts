import { BP_DENOMINATOR } from './plan';

/** `amountFen × rateBp / 10 000`, rounded down to the fen (bigint inside: no float, no overflow). */
export function applyRateFen(amountFen: number, rateBp: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) throw new RangeError(`amount: ${amountFen}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`rate: ${rateBp}`);
  return Number((BigInt(amountFen) * BigInt(rateBp)) / BigInt(BP_DENOMINATOR));
}

/**
 * Differential (级差) bet commission on one member's valid turnover. `chainRatesBp` are the rates of the
 * agents above the member, nearest first (the inviter, then the inviter's inviter, …). Each agent earns
 * the part of their rate that exceeds every rate already paid below them, so the line as a whole pays the
 * highest rate in it and never more: a sub-agent on 0.6 % under an agent on 1 % leaves that agent 0.4 %.
 * Returns one amount per agent, in the chain's order.
 */
export function lineBetCommission(validTurnoverFen: number, chainRatesBp: readonly number[]): number[] {
  let paidRateBp = 0;
  return chainRatesBp.map((rateBp) => {
    const diff = rateBp - paidRateBp;
    if (diff <= 0) return 0;
    paidRateBp = rateBp;
    return applyRateFen(validTurnoverFen, diff);
  });
}

/** The rate each agent in a chain keeps (their differential), nearest first. */
export function differentialRatesBp(chainRatesBp: readonly number[]): number[] {
  let paid = 0;
  return chainRatesBp.map((rate) => {
    const diff = Math.max(0, rate - paid);
    paid = Math.max(paid, rate);
    return diff;
  });
}

export interface ProfitPeriodInput {
  /** The team's gross gaming revenue this period: stakes settled minus payouts (positive = members lost). */
  ggrFen: number;
  /** The negative balance carried in from earlier periods (≤ 0; 0 when none). */
  carryInFen: number;
  rateBp: number;
}

export interface ProfitPeriodResult {
  /** GGR plus the carried balance: what the commission is computed on when positive. */
  baseFen: number;
  commissionFen: number;
  /** ≤ 0: the balance the next period starts from. */
  carryOutFen: number;
}

/**
 * Profit (negative-GGR) commission for one period. A period where the team won (negative base) pays
 * nothing and carries its balance forward, so the agent is paid only once the losses are earned back.
 */
export function profitCommission(input: ProfitPeriodInput): ProfitPeriodResult {
  const { ggrFen, carryInFen, rateBp } = input;
  if (!Number.isSafeInteger(ggrFen)) throw new RangeError(`ggr: ${ggrFen}`);
  if (!Number.isSafeInteger(carryInFen) || carryInFen > 0) throw new RangeError(`carry: ${carryInFen}`);
  const baseFen = ggrFen + carryInFen;
  if (baseFen <= 0) return { baseFen, commissionFen: 0, carryOutFen: baseFen };
  return { baseFen, commissionFen: applyRateFen(baseFen, rateBp), carryOutFen: 0 };
}

/** Runs `profitCommission` over consecutive periods, threading the carry. */
export function profitCommissionSeries(
  ggrFenByPeriod: readonly number[],
  rateBp: number,
  carryInFen = 0,
): ProfitPeriodResult[] {
  let carry = carryInFen;
  return ggrFenByPeriod.map((ggrFen) => {
    const result = profitCommission({ ggrFen, carryInFen: carry, rateBp });
    carry = result.carryOutFen;
    return result;
  });
}

/** The bet states whose stake counts as valid turnover: settled, not voided or cancelled. */
export interface TurnoverBet {
  stakeFen: number;
  settled: boolean;
  voided: boolean;
}

/** Valid turnover (有效投注): the stakes of settled bets that were not voided or cancelled. */
export function validTurnoverFen(bets: readonly TurnoverBet[]): number {
  let sum = 0;
  for (const bet of bets) if (bet.settled && !bet.voided) sum += bet.stakeFen;
  return sum;
}
