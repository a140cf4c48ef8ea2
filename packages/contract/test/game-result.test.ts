import { drawResultFor, GAME_FAMILIES } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { gameBetInfoResultSchema, gameResultSchema } from '../src';

const SEED = 'ab'.repeat(32);

describe('gameResultSchema: one shape per game family', () => {
  const drawn = GAME_FAMILIES.filter((f) => f.gameType !== 'red-packet');

  it("accepts every family's draw as the domain makes it", () => {
    expect(drawn.length).toBeGreaterThan(5);
    for (const family of drawn) {
      const result = drawResultFor(family.code, SEED, '20260315-0042');
      const parsed = gameResultSchema.safeParse(result);
      expect(parsed.success, `${family.code}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('refuses a result of the wrong shape for its game, an unknown game and a stray field', () => {
    const pc28 = drawResultFor('Tradition28', SEED, '20260315-0042');
    expect(gameResultSchema.safeParse({ ...pc28, digits: [1, 2] }).success).toBe(false);
    expect(gameResultSchema.safeParse({ game: 'k3', balls: [1, 2, 3] }).success).toBe(false);
    expect(gameResultSchema.safeParse({ game: 'dice', dice: [1, 2, 3], sum: 6 }).success).toBe(false);
    expect(gameResultSchema.safeParse({ ...pc28, extra: 1 }).success).toBe(false);
    expect(
      gameResultSchema.safeParse({ game: 'baccarat', player: [{ rank: 14, suit: 0 }], banker: [] }).success,
    ).toBe(false);
  });
});

describe('gameBetInfoResultSchema: named fields plus times_<group> odds texts only', () => {
  const info = {
    id: 'Ffc',
    name: '分分彩',
    type: 1,
    game_type: 'ssc',
    menus: [],
    groups: [],
    limits: { minFen: 100, maxPerBetFen: 100_000, maxPerIssueFen: 1_000_000 },
    sale: null,
  };
  it('accepts times_ arrays of text and refuses any other extra field', () => {
    expect(gameBetInfoResultSchema.safeParse(info).success).toBe(true);
    expect(gameBetInfoResultSchema.safeParse({ ...info, times_dxds: ['1.98'] }).success).toBe(true);
    expect(gameBetInfoResultSchema.safeParse({ ...info, times_dxds: [1.98] }).success).toBe(false);
    expect(gameBetInfoResultSchema.safeParse({ ...info, odds: ['1.98'] }).success).toBe(false);
  });
});
