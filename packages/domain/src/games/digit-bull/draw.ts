import { drawDigits, type Rng } from '../../rng';
import type { DigitBullResult } from './result';

export function drawDigitBull(rng: Rng): DigitBullResult {
  return { game: 'digit-bull', digits: drawDigits(rng, 20) };
}
