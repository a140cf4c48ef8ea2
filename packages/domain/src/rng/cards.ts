import type { Rng } from './draw-rng';
import { drawDistinct } from './mappings';

export type Suit = 0 | 1 | 2 | 3;

/** A playing card: rank 1..13 (1 = A, 11 = J, 12 = Q, 13 = K), suit 0 ♠, 1 ♥, 2 ♣, 3 ♦. */
export interface Card {
  rank: number;
  suit: Suit;
}

/**
 * Card index 0..51 ↔ card: suit = floor(i / 13), rank = i mod 13 + 1. So 0 = A♠, 12 = K♠, 13 = A♥, 51 = K♦.
 * This order is part of the verifiable result and must not change.
 */
export function cardFromIndex(index: number): Card {
  if (!Number.isInteger(index) || index < 0 || index > 51)
    throw new RangeError(`card index out of range: ${index}`);
  return { rank: (index % 13) + 1, suit: Math.floor(index / 13) as Suit };
}

export function cardIndex(card: Card): number {
  return card.suit * 13 + (card.rank - 1);
}

const DECK_INDICES = Array.from({ length: 52 }, (_, i) => i);

/** One card from an unlimited deck (each card independent): int(52). Baccarat and card bull use this. */
export function drawCard(rng: Rng): Card {
  return cardFromIndex(rng.int(52));
}

/**
 * The first `count` cards of a shuffled single 52-card deck. Implemented as partial Fisher–Yates for
 * `count` picks, which yields exactly the first `count` cards the full shuffle would (the forward
 * Fisher–Yates fixes position i at step i) while consuming only `count` draws.
 */
export function dealFromDeck(rng: Rng, count: number): Card[] {
  return drawDistinct(rng, DECK_INDICES, count).map(cardFromIndex);
}
