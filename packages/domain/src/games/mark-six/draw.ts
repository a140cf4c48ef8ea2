import { drawMarkSix, type Rng } from '../../rng';
import type { MarkSixResult } from './result';

/** Partial Fisher–Yates of 1..49: first six 正码, seventh 特码 (B §9). */
export function drawMarkSixResult(rng: Rng, drawDate: string): MarkSixResult {
  const { balls, special } = drawMarkSix(rng);
  return { game: 'mark-six', balls, special, drawDate };
}
