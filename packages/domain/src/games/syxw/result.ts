/** 11选5: five distinct numbers 1–11 in draw order. */
export interface SyxwResult {
  game: 'syxw';
  balls: number[];
}
