import { describe, expect, it } from 'vitest';
import { drawResultFor, GAME_FAMILIES } from '../src/catalogue';
import { goldenDraws } from './golden/draw-cases';
import committed from './golden/draws.json';

describe('golden draws (draws.json)', () => {
  it('covers every drawn family', () => {
    const families = new Set(committed.map((c) => c.family));
    for (const f of GAME_FAMILIES) if (f.gameType !== 'red-packet') expect(families.has(f.code)).toBe(true);
  });
  it.each(committed.map((c) => [c.family, c.issue, c] as const))(
    '%s %s reproduces the committed result',
    (_f, _i, c) => {
      expect(drawResultFor(c.family, c.seedHex, c.issue)).toEqual(c.result);
    },
  );
  it('the case list still matches the file (regenerate with generate-draws.mjs on an algorithm change)', () => {
    expect(goldenDraws().map((c) => [c.family, c.issue, c.seedHex])).toEqual(
      committed.map((c) => [c.family, c.issue, c.seedHex]),
    );
  });
});
