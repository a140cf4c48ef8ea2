import { bullValue } from '../common/bull';

/**
 * Digit 牛牛 (Bull, Bull2, Bull28). Decision (A2 leaves the digit count open): twenty digits are drawn;
 * the banker hand is digits 1–5, 闲1 6–10, 闲2 11–15, 闲3 16–20. Four independent hands keep every hand's
 * 牛 distribution exactly B §10's (35,649 / 6,375 / 6,505 / 6,456 per 100,000) with no shared digits.
 */
export interface DigitBullResult {
  game: 'digit-bull';
  digits: number[];
}

/** Hand 0 = banker, 1–3 = 闲1–3. */
export function digitBullHand(r: DigitBullResult, hand: number): number[] {
  return r.digits.slice(hand * 5, hand * 5 + 5);
}

export function digitBullValue(r: DigitBullResult, hand: number): number {
  return bullValue(digitBullHand(r, hand));
}
