import { GAME_FAMILIES } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { drawnFamilies, LIMIT_EXAMPLES, mappingRows } from './mapping-rows';

describe('mapping rows', () => {
  it('lists every family drawn per issue exactly once, red packets not at all', () => {
    const listed = mappingRows().flatMap((r) => r.games.map((g) => g.code));
    const drawn = GAME_FAMILIES.filter((f) => f.gameType !== 'red-packet').map((f) => f.code);
    expect(listed.sort()).toEqual([...drawn].sort());
    expect(drawnFamilies().some((f) => f.code === 'RedPacket')).toBe(false);
  });

  it('splits PC28 by its source and groups the SSC family', () => {
    const byRule = Object.fromEntries(mappingRows().map((r) => [r.rule, r.games.map((g) => g.code)]));
    expect(byRule.pc28Beijing).toEqual(['Tradition28', 'Game28Activity']);
    expect(byRule.pc28Canada).toEqual(['Tradition28oregon']);
    expect(byRule.pc28Direct).toEqual(['Finance28']);
    expect(byRule.ssc).toEqual(['Ffc', 'Btcffc', 'Sfc', 'Safes360', 'Indexes']);
  });

  it('gives exact rejection limits', () => {
    expect(LIMIT_EXAMPLES).toContainEqual({ n: 10, limit: 4294967290 });
    for (const { n, limit } of LIMIT_EXAMPLES) {
      expect(limit % n).toBe(0);
      expect(2 ** 32 - limit).toBeLessThan(n);
    }
  });
});
