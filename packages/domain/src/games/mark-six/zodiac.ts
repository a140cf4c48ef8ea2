/** Zodiac order used everywhere: 鼠0 牛1 虎2 兔3 龙4 蛇5 马6 羊7 猴8 鸡9 狗10 猪11. */
export const ZODIAC_NAMES = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];

/** 家禽 = 牛马羊鸡狗猪; the other six are 野兽. */
export const DOMESTIC_ZODIACS = [1, 6, 7, 9, 10, 11];

/** A Chinese-New-Year boundary: from `from` (inclusive) the lunar year is `year`. */
export interface CnyBoundary {
  from: string;
  year: number;
}

/** Default CNY table (config; extend it yearly). 2025-01-29 蛇, 2026-02-17 马, 2027-02-06 羊. */
export const DEFAULT_CNY_TABLE: CnyBoundary[] = [
  { from: '2020-01-25', year: 2020 },
  { from: '2021-02-12', year: 2021 },
  { from: '2022-02-01', year: 2022 },
  { from: '2023-01-22', year: 2023 },
  { from: '2024-02-10', year: 2024 },
  { from: '2025-01-29', year: 2025 },
  { from: '2026-02-17', year: 2026 },
  { from: '2027-02-06', year: 2027 },
  { from: '2028-01-26', year: 2028 },
  { from: '2029-02-13', year: 2029 },
  { from: '2030-02-03', year: 2030 },
];

/** Lunar year of a draw date (YYYY-MM-DD): the latest boundary not after it. Dates before the table throw. */
export function lunarYearOf(drawDate: string, table: readonly CnyBoundary[] = DEFAULT_CNY_TABLE): number {
  let year: number | undefined;
  for (const b of table) if (b.from <= drawDate && (year === undefined || b.year > year)) year = b.year;
  if (year === undefined) throw new RangeError(`no CNY boundary on or before ${drawDate}`);
  return year;
}

/** 2020 was 鼠 (index 0). */
export function yearAnimal(lunarYear: number): number {
  return (((lunarYear - 2020) % 12) + 12) % 12;
}

/** Ball n belongs to zodiac (Y − (n − 1)) mod 12, Y = the year's animal: the year animal owns 1,13,25,37,49. */
export function ballZodiac(n: number, lunarYear: number): number {
  return (((yearAnimal(lunarYear) - (n - 1)) % 12) + 12) % 12;
}

export function zodiacBalls(animal: number, lunarYear: number): number[] {
  return Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => ballZodiac(n, lunarYear) === animal);
}

export type WuxingElement = 'metal' | 'wood' | 'water' | 'fire' | 'earth';
export const WUXING_NAMES: Record<WuxingElement, string> = {
  metal: '金',
  wood: '木',
  water: '水',
  fire: '火',
  earth: '土',
};

/** 纳音 element of each pair of the 60-year cycle, starting 甲子乙丑 (海中金). */
const NAYIN: WuxingElement[] = [
  'metal',
  'fire',
  'wood',
  'earth',
  'metal',
  'fire',
  'water',
  'earth',
  'metal',
  'wood',
  'water',
  'earth',
  'fire',
  'wood',
  'water',
  'metal',
  'fire',
  'wood',
  'earth',
  'metal',
  'fire',
  'water',
  'earth',
  'metal',
  'wood',
  'water',
  'earth',
  'fire',
  'wood',
  'water',
];

/**
 * 五行 of a ball in a lunar year. The per-year table is configuration (B §9 "五行 per ball also rotates
 * yearly"); the default derives it as the tables are built: ball n stands for the year Y − (n − 1), and
 * takes that year's 纳音 element (1984 = 甲子). An operator table in config overrides it.
 */
export function ballElement(
  n: number,
  lunarYear: number,
  table?: Partial<Record<WuxingElement, readonly number[]>>,
): WuxingElement {
  if (table) {
    for (const [element, balls] of Object.entries(table))
      if (balls?.includes(n)) return element as WuxingElement;
  }
  const cycle = (((lunarYear - (n - 1) - 1984) % 60) + 60) % 60;
  return NAYIN[Math.floor(cycle / 2)]!;
}
