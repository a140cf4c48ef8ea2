import type { GameResult } from '@qilin/domain';
import { bigSmallLabel, buildRoadRows, oddEvenLabel } from '@qilin/domain';
import { resultSum } from './result-view';

/** Balls of a result as numbers (cards and keno excluded from number trends). */
export function resultNumbers(result: GameResult): number[] {
  switch (result.game) {
    case 'pc28':
      return result.digits;
    case 'k3':
      return result.dice;
    case 'ssc':
    case 'syxw':
      return result.balls;
    case 'pk10':
      return result.order;
    case 'digit-bull':
      return result.digits;
    default:
      return [];
  }
}

export type NumberStat = { value: number; hits: number; missing: number };

/**
 * Hot/cold and missing counts over `results` (newest first) for the values `min..max`: hits = how
 * often the value appeared; missing = issues since it last appeared (all of them if never).
 */
export function numberStats(results: GameResult[], min: number, max: number): NumberStat[] {
  const stats: NumberStat[] = [];
  for (let v = min; v <= max; v++) {
    let hits = 0;
    let missing = -1;
    results.forEach((r, i) => {
      if (resultNumbers(r).includes(v)) {
        hits++;
        if (missing < 0) missing = i;
      }
    });
    stats.push({ value: v, hits, missing: missing < 0 ? results.length : missing });
  }
  return stats;
}

/** Value range of the balls, for the games with numeric balls. */
export function numberRange(game: GameResult['game']): [number, number] | null {
  const ranges: Partial<Record<GameResult['game'], [number, number]>> = {
    pc28: [0, 9],
    ssc: [0, 9],
    'digit-bull': [0, 9],
    k3: [1, 6],
    syxw: [1, 11],
    pk10: [1, 10],
  };
  return ranges[game] ?? null;
}

/** Road chart of 大/小 by sum, oldest first as the road is read left to right. */
export function sumRoad(results: GameResult[], bigFrom: number): (string | null)[][] {
  const sums = results.map(resultSum).filter((s): s is number => s !== null);
  return buildRoadRows(sums.reverse().map((s) => bigSmallLabel(s, bigFrom)));
}

export function oddEvenRoad(results: GameResult[]): (string | null)[][] {
  const sums = results.map(resultSum).filter((s): s is number => s !== null);
  return buildRoadRows(sums.reverse().map((s) => oddEvenLabel(s)));
}

/** 大 threshold of the sum by game (PC28 14, K3 11, SSC five-ball sum 23). */
export function sumBigFrom(game: GameResult['game']): number {
  if (game === 'pc28') return 14;
  if (game === 'k3') return 11;
  return 23;
}
