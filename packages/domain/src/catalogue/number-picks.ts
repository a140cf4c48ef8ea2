import type { FamilyGameType } from './types';

/**
 * A credit (两面) entry that settles against numbers the member picks: exactly `count` distinct
 * numbers from `min..max`. One pick of `count` numbers is one 注 at the entry's fixed odds, which is
 * what the server accepts for these plays (11选5 任选 must count exactly one 注).
 */
export interface CreditNumberPick {
  count: number;
  min: number;
  max: number;
}

const k = (playId: string, prefix: string) => Number(playId.slice(prefix.length));

const PICKS: Partial<Record<FamilyGameType, (playId: string) => CreditNumberPick | undefined>> = {
  // 任选一…任选五: the k picked numbers must all be among the five drawn.
  syxw: (id) => (/^any-[1-5]$/.test(id) ? { count: k(id, 'any-'), min: 1, max: 11 } : undefined),
  // 快乐8 选一…选五: k numbers of 1–80, paid by how many of them are drawn.
  keno: (id) => (/^pick-[1-5]$/.test(id) ? { count: k(id, 'pick-'), min: 1, max: 80 } : undefined),
  // 特码包三: three sums 0–27.
  pc28: (id) => (id === 'sum-three' ? { count: 3, min: 0, max: 27 } : undefined),
  // The one-number plays (one 注 per number): 定位 digit of a ball, 定位 car of a rank, 特码 / 正码.
  ssc: (id) => (id === 'ball-digit' ? { count: 1, min: 0, max: 9 } : undefined),
  pk10: (id) => (id === 'rank-number' ? { count: 1, min: 1, max: 10 } : undefined),
  'mark-six': (id) =>
    id === 'special-number' || id === 'regular-number' ? { count: 1, min: 1, max: 49 } : undefined,
};

/** The numbers a credit entry needs before it can be bet, or undefined when the entry is complete. */
export function creditNumberPick(gameType: FamilyGameType, playId: string): CreditNumberPick | undefined {
  return PICKS[gameType]?.(playId);
}
