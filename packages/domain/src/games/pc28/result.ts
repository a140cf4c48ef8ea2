/** How the three digits were obtained (A2): Beijing / Canada positions of a Keno draw, or drawn directly. */
export type Pc28Source = 'beijing' | 'canada' | 'direct';

export interface Pc28Result {
  game: 'pc28';
  source: Pc28Source;
  digits: [number, number, number];
  sum: number;
  /** The sorted Keno 20/80 the digits came from (absent for direct digits). */
  keno?: number[];
}

export type Pc28Colour = 'red' | 'green' | 'blue';

const RED = [3, 6, 9, 12, 15, 18, 21, 24];
const GREEN = [1, 4, 7, 10, 16, 19, 22, 25];
const BLUE = [2, 5, 8, 11, 17, 20, 23, 26];

/** B §3 colours; 0, 13, 14 and 27 have none (all colour bets lose). */
export function pc28Colour(sum: number): Pc28Colour | null {
  if (RED.includes(sum)) return 'red';
  if (GREEN.includes(sum)) return 'green';
  if (BLUE.includes(sum)) return 'blue';
  return null;
}

/** Ways out of 1,000 for each sum 0..27 (B §3). */
export function pc28SumWays(): number[] {
  const ways = new Array<number>(28).fill(0);
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) ways[a + b + c]! += 1;
  return ways;
}
