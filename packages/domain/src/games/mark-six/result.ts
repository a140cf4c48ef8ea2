/** Mark Six: six 正码 in draw order + the 特码; `drawDate` (Asia/Shanghai, YYYY-MM-DD) decides the zodiac year. */
export interface MarkSixResult {
  game: 'mark-six';
  balls: number[];
  special: number;
  drawDate: string;
}

export type MarkSixColour = 'red' | 'blue' | 'green';
export const MARK_SIX_COLOUR_NAMES: Record<MarkSixColour, string> = { red: '红', blue: '蓝', green: '绿' };

/** Fixed colour waves (B §9): 红 17, 蓝 16, 绿 16 balls. */
export const MARK_SIX_COLOURS: Record<MarkSixColour, readonly number[]> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

export function markSixColour(n: number): MarkSixColour {
  if (MARK_SIX_COLOURS.red.includes(n)) return 'red';
  if (MARK_SIX_COLOURS.blue.includes(n)) return 'blue';
  return 'green';
}

/** 尾数: n mod 10 (0-tail has 4 balls, tails 1–9 have 5). */
export const markSixTail = (n: number) => n % 10;

/** 合数: sum of the two digits of the ball (07 → 7, 38 → 11). */
export const markSixDigitSum = (n: number) => Math.floor(n / 10) + (n % 10);

export const allSeven = (r: MarkSixResult) => [...r.balls, r.special];
