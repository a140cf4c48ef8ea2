import { drawKeno, type Rng } from '../../rng';
import type { KenoResult } from './result';

/** B §14.5: partial Fisher–Yates, 20 of 1..80 in draw order. */
export function drawKenoResult(rng: Rng): KenoResult {
  return { game: 'keno', numbers: drawKeno(rng) };
}
