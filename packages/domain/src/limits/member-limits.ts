import type { BetLimits } from '../catalogue/types';

/**
 * A member's own bet limits (operator set): the largest single bet and the largest total stake on one
 * issue, in fen; null = no limit of the member's own. A row for one game overrides the member's row
 * for every game ('') key by key, so an operator can open one game wider than the rest.
 */
export interface MemberLimits {
  maxPerBetFen: number | null;
  maxPerIssueFen: number | null;
}

export const NO_MEMBER_LIMITS: MemberLimits = { maxPerBetFen: null, maxPerIssueFen: null };

/** The member's limits for one game: its game row over its global row, key by key. */
export function memberLimitsFor(global: MemberLimits | null, game: MemberLimits | null): MemberLimits {
  return {
    maxPerBetFen: game?.maxPerBetFen ?? global?.maxPerBetFen ?? null,
    maxPerIssueFen: game?.maxPerIssueFen ?? global?.maxPerIssueFen ?? null,
  };
}

const tighter = (a: number, b: number | null) => (b === null ? a : Math.min(a, b));

/** What a member may stake in a game: within the game's limits and within the member's own. */
export function effectiveBetLimits(game: BetLimits, member: MemberLimits): BetLimits {
  return {
    minFen: game.minFen,
    maxPerBetFen: tighter(game.maxPerBetFen, member.maxPerBetFen),
    maxPerIssueFen: tighter(game.maxPerIssueFen, member.maxPerIssueFen),
  };
}
