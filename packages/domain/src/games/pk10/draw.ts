import { drawPk10 as drawPk10Order, type Rng } from '../../rng';
import type { Pk10Result } from './result';

/** B §14.5: full Fisher–Yates of 1..10. */
export function drawPk10Result(rng: Rng): Pk10Result {
  return { game: 'pk10', order: drawPk10Order(rng) };
}
