/** PK10 赛车: a permutation of 1–10; order[0] is 冠军, order[9] 第十名. */
export interface Pk10Result {
  game: 'pk10';
  order: number[];
}

/** 冠亚和 = 冠军 + 亚军 (3–19). */
export function pk10TopTwoSum(r: Pk10Result): number {
  return r.order[0]! + r.order[1]!;
}

/** Ways out of 90 (ordered pairs of distinct 1..10) for 冠亚和 3..19 (index = sum − 3). */
export function pk10TopTwoWays(): number[] {
  const ways = new Array<number>(17).fill(0);
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b) ways[a + b - 3]! += 1;
  return ways;
}

/** 宝斗 (B §7): 冠亚和 9–12 ⇒ 入, otherwise 出. */
export function pk10BaoDou(r: Pk10Result): 'in' | 'out' {
  const s = pk10TopTwoSum(r);
  return s >= 9 && s <= 12 ? 'in' : 'out';
}
