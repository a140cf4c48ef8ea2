import { dealFromDeck, type Rng } from '../../rng';
import type { CardBullResult } from './result';

/** B §14.5: bull = first 20 cards of a shuffled 52-card deck. */
export function drawCardBull(rng: Rng): CardBullResult {
  return { game: 'card-bull', cards: dealFromDeck(rng, 20) };
}
