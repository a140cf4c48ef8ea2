import type { Card } from '../../rng';

/** Punto banco, unlimited deck: cards in deal order per side (2 or 3 each). */
export interface BaccaratResult {
  game: 'baccarat';
  player: Card[];
  banker: Card[];
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** A = 1, 2–9 face, 10/J/Q/K = 0. */
export const baccaratValue = (c: Card) => (c.rank >= 10 ? 0 : c.rank);
export const baccaratTotal = (hand: readonly Card[]) => hand.reduce((s, c) => s + baccaratValue(c), 0) % 10;

/** Banker's third-card rule when the player drew a third card of value x (B §11). */
export function bankerDraws(bankerTotal: number, x: number): boolean {
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return x !== 8;
  if (bankerTotal === 4) return x >= 2 && x <= 7;
  if (bankerTotal === 5) return x >= 4 && x <= 7;
  if (bankerTotal === 6) return x === 6 || x === 7;
  return false;
}

/** Deals a coup from a card source (P, B, P, B, then third cards); used by the draw and by enumeration. */
export function dealBaccarat(next: () => Card): BaccaratResult {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const p = baccaratTotal(player);
  const b = baccaratTotal(banker);
  if (p >= 8 || b >= 8) return { game: 'baccarat', player, banker };
  if (p <= 5) {
    const third = next();
    player.push(third);
    if (bankerDraws(b, baccaratValue(third))) banker.push(next());
  } else if (b <= 5) {
    banker.push(next());
  }
  return { game: 'baccarat', player, banker };
}

export function baccaratWinner(r: BaccaratResult): BaccaratWinner {
  const p = baccaratTotal(r.player);
  const b = baccaratTotal(r.banker);
  if (p === b) return 'tie';
  return p > b ? 'player' : 'banker';
}

/** 对子: the first two cards of the side have the same rank. */
export const isPairHand = (hand: readonly Card[]) => hand[0]!.rank === hand[1]!.rank;
