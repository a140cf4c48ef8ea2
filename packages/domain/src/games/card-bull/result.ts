import type { Card } from '../../rng';
import { bullValue } from '../common/bull';

/** Card 牛牛 (Bbn, Pokerbull): 20 cards of one shuffled deck; banker 1–5, 闲1 6–10, 闲2 11–15, 闲3 16–20. */
export interface CardBullResult {
  game: 'card-bull';
  cards: Card[];
}

/** Hand strength: 11 = 五公 (five J/Q/K), 10 = 牛牛, 1–9 = 牛n, 0 = 无牛. */
export function cardBullRank(hand: readonly Card[], fiveFace = true): number {
  if (fiveFace && hand.every((c) => c.rank >= 11)) return 11;
  return bullValue(hand.map((c) => Math.min(c.rank, 10)));
}

export function cardBullHand(r: CardBullResult, hand: number): Card[] {
  return r.cards.slice(hand * 5, hand * 5 + 5);
}

/** Card order for the tie-break: rank K > … > A, then suit ♠ > ♥ > ♣ > ♦ (suit 0 highest). */
const cardScore = (c: Card) => c.rank * 4 + (3 - c.suit);

export function highCard(hand: readonly Card[]): Card {
  return hand.reduce((best, c) => (cardScore(c) > cardScore(best) ? c : best));
}

/**
 * >0 when hand a beats hand b. Equal ranks are broken by the highest card, then its suit (A3); with one
 * deck no two cards are equal, so only tieToBanker callers ever see 0.
 */
export function compareCardBull(a: readonly Card[], b: readonly Card[], fiveFace = true): number {
  const d = cardBullRank(a, fiveFace) - cardBullRank(b, fiveFace);
  if (d !== 0) return d;
  return cardScore(highCard(a)) - cardScore(highCard(b));
}

/** 翻倍 multiplier of a hand (B §10): 五公 ×5, 牛牛 ×3, 牛7–9 ×2, otherwise ×1. */
export function cardBullMultiplier(rank: number): number {
  if (rank >= 11) return 5;
  if (rank === 10) return 3;
  if (rank >= 7) return 2;
  return 1;
}
