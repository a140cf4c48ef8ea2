import { describe, expect, it } from 'vitest';
import { drawResultFor } from '../catalogue/draw-for';
import { findGameFamily, GAME_FAMILIES } from '../catalogue/families';
import type { GameResult } from '../games/registry';
import { PREDICTION_WINDOW, predictionHint, predictionOutcome } from './prediction';

const pc28 = findGameFamily('Tradition28')!;
/** A 28 draw with a given sum (digits are only read through the sum by 大小单双). */
const sum = (s: number): GameResult => ({
  game: 'pc28',
  source: 'direct',
  digits: [Math.min(9, s), Math.min(9, Math.max(0, s - 9)), Math.max(0, s - 18)],
  sum: s,
});

describe('prediction hints', () => {
  it('hints the option of the first style group absent longest; ties go to fewer wins, then catalogue order', () => {
    // Newest first: 20 (大双), 21 (大单), 3 (小单), 10 (小双).
    const hint = predictionHint(pc28, [sum(20), sum(21), sum(3), sum(10)]);
    // 大 won just now, 小 two issues ago, 单 one ago, 双 zero: 小 is the most overdue.
    expect(hint).toMatchObject({ group: '大小单双', name: '小', playId: 'small', miss: 2, basis: 4 });
    // 大 and 单 both absent for all 2 → tie on miss and hits: catalogue order picks 大.
    expect(predictionHint(pc28, [sum(2), sum(4)])).toMatchObject({ playId: 'big', miss: 2 });
    // 大 absent 1, 双 absent 1; 大 won once in the window, 双 twice → 大.
    expect(predictionHint(pc28, [sum(3), sum(20), sum(10)])).toMatchObject({ playId: 'big', miss: 1 });
  });

  it('is deterministic, reads only the window, and has nothing to say without earlier results', () => {
    const results = Array.from({ length: 50 }, (_, i) =>
      drawResultFor('Tradition28', `${i}`.padStart(64, 'a'), `x${i}`),
    );
    expect(predictionHint(pc28, results)).toEqual(predictionHint(pc28, results.slice()));
    expect(predictionHint(pc28, results)).toEqual(predictionHint(pc28, results.slice(0, PREDICTION_WINDOW)));
    expect(predictionHint(pc28, results)?.basis).toBe(PREDICTION_WINDOW);
    expect(predictionHint(pc28, [])).toBeNull();
  });

  it('judges the hint against the issue’s own result: hit, miss or push', () => {
    const hint = predictionHint(pc28, [sum(20)]);
    expect(hint?.playId).toBe('small');
    if (!hint) return;
    expect(predictionOutcome(sum(5), hint)).toBe('hit');
    expect(predictionOutcome(sum(22), hint)).toBe('miss');
    const keno = findGameFamily('Dream8')!;
    const kenoHint = predictionHint(keno, [drawResultFor('Dream8', 'b'.repeat(64), 'k1')]);
    const at810: GameResult = {
      game: 'keno',
      numbers: Array.from({ length: 20 }, (_, i) => 31 + i), // sum 810: 大/小 refunded
    };
    expect(kenoHint?.playId).toBe('sum-small');
    if (kenoHint) expect(predictionOutcome(at810, kenoHint)).toBe('push');
  });

  it('gives every drawn game a hint from one earlier result, except 11选5 (its only plays need numbers)', () => {
    for (const f of GAME_FAMILIES.filter((g) => g.gameType !== 'red-packet')) {
      const result = drawResultFor(f.code, 'c'.repeat(64), '20260301-001');
      if (f.gameType === 'syxw') expect(predictionHint(f, [result]), f.code).toBeNull();
      else expect(predictionHint(f, [result]), f.code).not.toBeNull();
    }
  });
});
