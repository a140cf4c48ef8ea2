export type KenoConfig = Record<string, never>;
export const KENO_DEFAULT_CONFIG: KenoConfig = {};

/** Default odds (B §8 typical: 大小单双 1.95, 上下/奇偶 2.3, 和 higher, combos 3.7, 金/土 9.2). */
export const KENO_DEFAULT_ODDS: Record<string, string> = {
  'sum-big': '1.95',
  'sum-small': '1.95',
  'sum-odd': '1.95',
  'sum-even': '1.95',
  'big-odd': '3.7',
  'big-even': '3.7',
  'small-odd': '3.7',
  'small-even': '3.7',
  upper: '2.3',
  lower: '2.3',
  'upper-lower-tie': '4.3',
  'odd-count': '2.3',
  'even-count': '2.3',
  'odd-even-tie': '4.3',
  'element-metal': '9.2',
  'element-wood': '4.6',
  'element-water': '2.4',
  'element-fire': '4.6',
  'element-earth': '9.2',
};

/** 选一…选五 pay tables: odds by number of hits (keys are hit counts; missing key = lose). */
export const KENO_PICK_ODDS: Record<string, Record<string, string>> = {
  '1': { '1': '3.3' },
  '2': { '2': '14' },
  '3': { '2': '2.5', '3': '40' },
  '4': { '2': '1.5', '3': '6', '4': '100' },
  '5': { '3': '3', '4': '20', '5': '251' },
};
