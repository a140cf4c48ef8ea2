import { drawDice, type Rng } from '../../rng';
import type { K3Result } from './result';

/** B §14.5: three × (1 + int(6)). */
export function drawK3(rng: Rng): K3Result {
  const dice = drawDice(rng, 3) as [number, number, number];
  return { game: 'k3', dice, sum: dice[0] + dice[1] + dice[2] };
}
