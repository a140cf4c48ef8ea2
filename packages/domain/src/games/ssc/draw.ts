import { drawDigits, type Rng } from '../../rng';
import type { SscResult } from './result';

/** B §14.5: five × int(10). */
export function drawSsc(rng: Rng): SscResult {
  return { game: 'ssc', balls: drawDigits(rng, 5) };
}
