import { drawCard, type Rng } from '../../rng';
import { type BaccaratResult, dealBaccarat } from './result';

/** A3: unlimited deck, each card int(52) independently, dealt in order P, B, P, B, P3, B3. */
export function drawBaccarat(rng: Rng): BaccaratResult {
  return dealBaccarat(() => drawCard(rng));
}
