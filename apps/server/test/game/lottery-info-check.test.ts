import { findGameFamily, type GameFamily } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import type { DrawService } from '../../src/modules/draw';
import type { RoomConfigService } from '../../src/modules/game';
import { GameService } from '../../src/modules/game/game.service';
import { ResponseSchemaError } from '../../src/plugins/route-schemas';

const family = findGameFamily('Tradition28') as GameFamily;

/** A room config service answering one room whose 28 rules are `rules` (lottery info reads nothing else). */
function roomsWith(rules: unknown): RoomConfigService {
  const room = { family, rules, judge: null, hedging: null, key: 'Tradition28:', version: 1 };
  return { resolve: async () => room } as unknown as RoomConfigService;
}

const draws = {} as DrawService;
const now = () => new Date('2026-03-15T12:00:00Z');
const goodRules = {
  dxds1314Odds: '1.6',
  combo1314Odds: null,
  tiers1314: [],
  hedged1314Refund: false,
  hedging: {
    oppositeSides: false,
    killCombo: false,
    sameCombo: false,
    oppositeCombo: false,
    exceptOverFen: 0,
  },
};

describe('lottery info, served as cached text, is held to its schema where it is built', () => {
  it('a right answer is built and cached as before', async () => {
    const games = new GameService(draws, now, roomsWith(goodRules), { checkAnswers: true });
    const text = await games.lotteryInfoJson('Tradition28');
    expect(JSON.parse(text)).toMatchObject({
      success: true,
      result: { id: 'Tradition28', rules: goodRules },
    });
  });

  it('a drifting answer (a field the contract does not name) fails loudly when checking, not in production', async () => {
    const drifting = { ...goodRules, surprise: true };
    const checked = new GameService(draws, now, roomsWith(drifting), { checkAnswers: true });
    await expect(checked.lotteryInfoJson('Tradition28')).rejects.toThrow(ResponseSchemaError);
    await expect(checked.lotteryInfoJson('Tradition28')).rejects.toThrow(/lottery\/info.*rules/);
    const production = new GameService(draws, now, roomsWith(drifting));
    expect(JSON.parse(await production.lotteryInfoJson('Tradition28')).result.rules.surprise).toBe(true);
  });
});
