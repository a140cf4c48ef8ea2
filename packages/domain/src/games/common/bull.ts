import { OX_LABELS } from '../../labels/labels';
/**
 * 牛 value of five card values (B §10): if some three sum to a multiple of 10, 牛 = total mod 10 with
 * 0 ⇒ 牛牛 (10); otherwise 无牛 (0). Digits use value = digit (0 ≡ 10 mod 10, so 00000 is 牛牛).
 */
export function bullValue(values: readonly number[]): number {
  if (values.length !== 5) throw new RangeError('a bull hand has five values');
  const v = values.map((x) => x % 10);
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++)
      for (let k = j + 1; k < 5; k++) {
        if ((v[i]! + v[j]! + v[k]!) % 10 === 0) {
          const rest = (v.reduce((a, b) => a + b, 0) - v[i]! - v[j]! - v[k]!) % 10;
          return rest === 0 ? 10 : rest;
        }
      }
  return 0;
}

/** 牛 value → display name; the one label table lives in labels/. */
export const BULL_NAMES: readonly string[] = OX_LABELS;

/**
 * Default odds of a bet on one 牛 value of five digits, by value (0 无牛 … 10 牛牛): ≈ 0.95 × fair from
 * the exact counts per 100,000 hands — 35,649 无牛, 6,375 each odd 牛, 6,505 each of 牛二…牛八, 6,456 牛牛.
 * One price for every value would pay 无牛 (p ≈ 0.36) like a one-in-fifteen outcome.
 */
export const BULL_VALUE_DEFAULT_ODDS: readonly string[] = [
  '2.65',
  '14.9',
  '14.6',
  '14.9',
  '14.6',
  '14.9',
  '14.6',
  '14.9',
  '14.6',
  '14.9',
  '14.7',
];
