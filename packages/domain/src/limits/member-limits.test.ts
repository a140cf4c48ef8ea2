import { describe, expect, it } from 'vitest';
import { effectiveBetLimits, memberLimitsFor, NO_MEMBER_LIMITS } from './member-limits';

const game = { minFen: 100, maxPerBetFen: 5_000_000, maxPerIssueFen: 20_000_000 };

describe('member bet limits', () => {
  it('a game row overrides the global row key by key; absent rows mean no limit', () => {
    expect(memberLimitsFor(null, null)).toEqual(NO_MEMBER_LIMITS);
    const global = { maxPerBetFen: 10_000, maxPerIssueFen: 50_000 };
    expect(memberLimitsFor(global, null)).toEqual(global);
    expect(memberLimitsFor(global, { maxPerBetFen: 90_000, maxPerIssueFen: null })).toEqual({
      maxPerBetFen: 90_000,
      maxPerIssueFen: 50_000,
    });
    expect(memberLimitsFor(null, { maxPerBetFen: null, maxPerIssueFen: 7_000 })).toEqual({
      maxPerBetFen: null,
      maxPerIssueFen: 7_000,
    });
  });

  it('the effective limits are the tighter of the game and the member; the minimum stays the game’s', () => {
    expect(effectiveBetLimits(game, NO_MEMBER_LIMITS)).toEqual(game);
    expect(effectiveBetLimits(game, { maxPerBetFen: 10_000, maxPerIssueFen: null })).toEqual({
      ...game,
      maxPerBetFen: 10_000,
    });
    // A member limit above the game's cannot widen it.
    expect(effectiveBetLimits(game, { maxPerBetFen: 9_000_000, maxPerIssueFen: 30_000 })).toEqual({
      ...game,
      maxPerIssueFen: 30_000,
    });
  });
});
