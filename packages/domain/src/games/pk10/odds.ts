export type Pk10Config = Record<string, never>;
export const PK10_DEFAULT_CONFIG: Pk10Config = {};

/** Default odds (B §7 observed): 冠亚和 大/双 2.1, 小/单 1.7, 定位 9.8, 两面 1.98, 宝斗 入 ≈ 2.6 / 出 ≈ 1.5. */
export const PK10_DEFAULT_ODDS: Record<string, string> = {
  'rank-number': '9.8',
  'rank-big': '1.98',
  'rank-small': '1.98',
  'rank-odd': '1.98',
  'rank-even': '1.98',
  dragon: '1.98',
  tiger: '1.98',
  'top-two-big': '2.1',
  'top-two-small': '1.7',
  'top-two-odd': '1.7',
  'top-two-even': '2.1',
  'top-three-big': '1.98',
  'top-three-small': '1.98',
  'bao-dou-in': '2.6',
  'bao-dou-out': '1.5',
};

/** 冠亚和 specific sums 3..19 (B §7 observed: 40 / 20.5 / 13.5 / 10.125 / 8.1). */
export const PK10_TOP_TWO_SUM_ODDS: Record<string, string> = Object.fromEntries(
  [
    '40',
    '40',
    '20.5',
    '20.5',
    '13.5',
    '13.5',
    '10.125',
    '10.125',
    '8.1',
    '10.125',
    '10.125',
    '13.5',
    '13.5',
    '20.5',
    '20.5',
    '40',
    '40',
  ].map((o, i) => [String(i + 3), o]),
);
