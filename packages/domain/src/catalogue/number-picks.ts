import { ZODIAC_NAMES } from '../games/mark-six/zodiac';
import type { FamilyGameType } from './types';

/** What the picked numbers stand for: balls / digits / sums, zodiac indices (鼠0…猪11) or tails 0–9. */
export type CreditPickUnit = 'number' | 'zodiac' | 'tail';

/**
 * A credit (两面) entry that settles against numbers the member picks: `count` (up to `maxCount`)
 * distinct numbers from `min..max`. One pick is one 注 at the entry's fixed odds, which is what the
 * server accepts for these plays (11选5 任选 and 连码 must count exactly one 注). `count` 1 without
 * `maxCount` is a one-number play: the grid makes one pick per number chosen.
 */
export interface CreditNumberPick {
  count: number;
  /** 生肖连 / 尾数连: 2–5 picks in one 注, priced by how many (odds keyed by the count). */
  maxCount?: number;
  min: number;
  max: number;
  unit: CreditPickUnit;
  /** Display name of each number from `min` (zodiac names); plain numbers when absent. */
  labels?: readonly string[];
}

const k = (playId: string, prefix: string) => Number(playId.slice(prefix.length));
const balls = (count: number): CreditNumberPick => ({ count, min: 1, max: 49, unit: 'number' });
const ZODIACS = { min: 0, max: 11, unit: 'zodiac', labels: ZODIAC_NAMES } as const;

/** 六合彩: 特码 / 正码 / 正码k特 one number; 连码 and 不中 k numbers; 六肖 six zodiacs; 肖连 / 尾连 2–5. */
function markSixPick(id: string): CreditNumberPick | undefined {
  if (id === 'special-number' || id === 'regular-number' || id === 'regular-k-number') return balls(1);
  if (id === 'three-all' || id === 'three-two') return balls(3);
  if (id === 'two-all' || id === 'two-special' || id === 'special-pair') return balls(2);
  if (/^not-hit-([5-9]|10)$/.test(id)) return balls(k(id, 'not-hit-'));
  if (id === 'six-zodiac') return { count: 6, ...ZODIACS };
  if (id === 'zodiac-link') return { count: 2, maxCount: 5, ...ZODIACS };
  if (id === 'tail-link') return { count: 2, maxCount: 5, min: 0, max: 9, unit: 'tail' };
  return undefined;
}

const PICKS: Partial<Record<FamilyGameType, (playId: string) => CreditNumberPick | undefined>> = {
  // 任选一…任选五: the k picked numbers must all be among the five drawn.
  syxw: (id) =>
    /^any-[1-5]$/.test(id) ? { count: k(id, 'any-'), min: 1, max: 11, unit: 'number' } : undefined,
  // 快乐8 选一…选五: k numbers of 1–80, paid by how many of them are drawn.
  keno: (id) =>
    /^pick-[1-5]$/.test(id) ? { count: k(id, 'pick-'), min: 1, max: 80, unit: 'number' } : undefined,
  // 特码包三: three sums 0–27.
  pc28: (id) => (id === 'sum-three' ? { count: 3, min: 0, max: 27, unit: 'number' } : undefined),
  // The one-number plays (one 注 per number): 定位 digit of a ball, 定位 car of a rank.
  ssc: (id) => (id === 'ball-digit' ? { count: 1, min: 0, max: 9, unit: 'number' } : undefined),
  pk10: (id) => (id === 'rank-number' ? { count: 1, min: 1, max: 10, unit: 'number' } : undefined),
  'mark-six': markSixPick,
};

/** The numbers a credit entry needs before it can be bet, or undefined when the entry is complete. */
export function creditNumberPick(gameType: FamilyGameType, playId: string): CreditNumberPick | undefined {
  return PICKS[gameType]?.(playId);
}

/** Whether `numbers` make one 注 of the pick: count…maxCount distinct integers of min..max. */
export function isCreditPick(pick: CreditNumberPick, numbers: readonly number[]): boolean {
  const most = pick.maxCount ?? pick.count;
  return (
    numbers.length >= pick.count &&
    numbers.length <= most &&
    new Set(numbers).size === numbers.length &&
    numbers.every((n) => Number.isInteger(n) && n >= pick.min && n <= pick.max)
  );
}

/** A picked number as shown to the member: its label (生肖), 01–80 where numbers start at 1, else plain. */
export function creditPickLabel(n: number, pick: CreditNumberPick): string {
  const label = pick.labels?.[n - pick.min];
  if (label !== undefined) return label;
  return pick.min >= 1 && pick.max >= 10 ? String(n).padStart(2, '0') : String(n);
}
