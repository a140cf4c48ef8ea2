/** 快3: three dice 1–6 in draw order. */
export interface K3Result {
  game: 'k3';
  dice: [number, number, number];
  sum: number;
}

/** Ways out of 216 for sums 3..18 (index = sum − 3). */
export function k3SumWays(): number[] {
  const ways = new Array<number>(16).fill(0);
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c - 3]! += 1;
  return ways;
}
