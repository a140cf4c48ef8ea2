import { drawDigits, drawKeno, type Rng } from '../../rng';
import type { Pc28Result, Pc28Source } from './result';

const BEIJING: number[][] = [
  [1, 2, 3, 4, 5, 6],
  [7, 8, 9, 10, 11, 12],
  [13, 14, 15, 16, 17, 18],
];
const CANADA: number[][] = [
  [2, 5, 8, 11, 14, 17],
  [3, 6, 9, 12, 15, 18],
  [4, 7, 10, 13, 16, 19],
];

/** B §3: digit = last digit of the sum of the sorted Keno numbers at the style's 1-based positions. */
export function pc28DigitsFromKeno(keno: readonly number[], style: 'beijing' | 'canada'): Pc28Result {
  if (keno.length !== 20) throw new RangeError('a Keno draw has 20 numbers');
  const sorted = [...keno].sort((a, b) => a - b);
  const table = style === 'beijing' ? BEIJING : CANADA;
  const digits = table.map((positions) => positions.reduce((s, p) => s + sorted[p - 1]!, 0) % 10) as [
    number,
    number,
    number,
  ];
  return { game: 'pc28', source: style, digits, sum: digits[0] + digits[1] + digits[2], keno: sorted };
}

export function drawPc28(rng: Rng, source: Pc28Source): Pc28Result {
  if (source === 'direct') {
    const digits = drawDigits(rng, 3) as [number, number, number];
    return { game: 'pc28', source, digits, sum: digits[0] + digits[1] + digits[2] };
  }
  return pc28DigitsFromKeno(drawKeno(rng), source);
}
