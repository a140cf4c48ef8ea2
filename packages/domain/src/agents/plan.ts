// Invite plans (spec §3: planId, name, betCommission items with scale and scaleDiff). Rates are integer
// basis points (1 bp = 0.01 %), so commission arithmetic is integer all the way and rounds down to the fen.

/** 10 000 bp = 100 %. */
export const BP_DENOMINATOR = 10_000;

/**
 * One level of a plan's bet commission, top agent first. `scale`: the rate an agent on this level earns on
 * the valid turnover of the members they invited directly. `scaleDiff`: what they keep on the turnover of a
 * sub-agent's line, the differential between their rate and the next level's (`scale - next.scale`; the
 * last level's equals its scale, since nothing is paid below it).
 */
export interface BetCommissionLevel {
  scale: number;
  scaleDiff: number;
}

export interface InvitePlan {
  planId: number;
  name: string;
  betCommission: BetCommissionLevel[];
}

export type PlanProblem =
  | 'no-levels'
  | 'rate-not-integer'
  | 'rate-out-of-range'
  | 'scale-rises-downward'
  | 'scale-diff-mismatch';

/**
 * Why a plan's levels cannot be used, or null. Rates are whole bp within 0..maxBp, never rise from one
 * level to the next (a sub-agent never out-earns their parent), and each scaleDiff is the gap to the next.
 */
export function planProblem(levels: readonly BetCommissionLevel[], maxBp: number): PlanProblem | null {
  if (levels.length === 0) return 'no-levels';
  for (const [i, level] of levels.entries()) {
    if (!Number.isInteger(level.scale) || !Number.isInteger(level.scaleDiff)) return 'rate-not-integer';
    if (level.scale < 0 || level.scale > maxBp) return 'rate-out-of-range';
    const next = levels[i + 1];
    if (next && next.scale > level.scale) return 'scale-rises-downward';
    if (level.scaleDiff !== level.scale - (next?.scale ?? 0)) return 'scale-diff-mismatch';
  }
  return null;
}

/** Fills each level's scaleDiff from the scales (the console enters scales only). */
export function withScaleDiffs(scales: readonly number[]): BetCommissionLevel[] {
  return scales.map((scale, i) => ({ scale, scaleDiff: scale - (scales[i + 1] ?? 0) }));
}

/** The rate of an agent on `level` (1 = top); levels past the plan's end earn nothing. */
export function levelRateBp(plan: Pick<InvitePlan, 'betCommission'>, level: number): number {
  return plan.betCommission[level - 1]?.scale ?? 0;
}
