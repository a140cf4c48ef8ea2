import { drawSyxw as drawSyxwBalls, type Rng } from '../../rng';
import type { SyxwResult } from './result';

/** B §14.5: partial Fisher–Yates of 1..11, first five kept in draw order. */
export function drawSyxwResult(rng: Rng): SyxwResult {
  return { game: 'syxw', balls: drawSyxwBalls(rng) };
}
