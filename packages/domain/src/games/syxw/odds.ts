/** 11选5 has no variant switches in A3; the config type exists for a uniform game interface. */
export type SyxwConfig = Record<string, never>;
export const SYXW_DEFAULT_CONFIG: SyxwConfig = {};

/**
 * Odds per 注: credit rooms (B §6 calculator: 定位 9.9, 任一 2.2 … 任五 330) and official prizes ÷ 2
 * for the rest (任六 90, 任七 26, 任八 9, 前一 13, 前二 130/65, 前三 1,170/195 per 2 units).
 */
export const SYXW_DEFAULT_ODDS: Record<string, string> = {
  'any-1': '2.2',
  'any-2': '5.5',
  'any-3': '16.5',
  'any-4': '66',
  'any-5': '330',
  'any-6': '45',
  'any-7': '13',
  'any-8': '4.5',
  'front1-direct': '6.5',
  'front2-direct': '65',
  'front2-group': '32.5',
  'front3-direct': '585',
  'front3-group': '97.5',
  'fixed-position': '9.9',
};

/**
 * 官方 (norm) 任选一…五 and their 胆拖 pay the official prizes ÷ 2 (B §6: 任二 6, 任三 19, 任四 78,
 * 任五 540); 任一 has no official prize and pays 90 % of fair (2.2). The credit calculator's values
 * above return the whole stake on average for 任一…四, which no official play may do.
 */
export const SYXW_NORM_ANY_ODDS: Record<string, string> = {
  'any-1': '1.98',
  'any-2': '3',
  'any-3': '9.5',
  'any-4': '39',
  'any-5': '270',
};
