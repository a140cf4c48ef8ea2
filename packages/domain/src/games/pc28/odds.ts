import { pc28SumWays } from './result';

/** A 13/14 tier: when the member's total stake in the issue exceeds `overFen`, use these odds. */
export interface Pc28Tier {
  overFen: number;
  /** Odds for 大/小/单/双 won on 13/14; null = refund. */
  dxdsOdds: string | null;
  /** Odds for 大单/小双/大双/小单 won on 13/14; null = refund. */
  comboOdds: string | null;
}

export interface Pc28Config {
  /** 顺子 wraps 8-9-0 / 9-0-1? A3: no for PC28. */
  straightWraps: boolean;
  extremeBig: [number, number];
  extremeSmall: [number, number];
  /** A3: 大/小/单/双 won on 13/14 pay this (null = refund). */
  dxds1314Odds: string | null;
  /** A3: combos won on 13/14 return the stake (null); a string pays those odds instead. */
  combo1314Odds: string | null;
  /** Optional tiers by the member's issue stake (B §3 (c)); the highest exceeded tier wins. */
  tiers1314: Pc28Tier[];
  /**
   * 回本 on a hedge: when the member's bets in the issue cover both sides (大 and 小, 单 and 双, or
   * opposite combos), their 大小单双 and combo wins on 13/14 return only the stake.
   */
  hedged1314Refund: boolean;
}

export const PC28_DEFAULT_CONFIG: Pc28Config = {
  straightWraps: false,
  extremeBig: [22, 27],
  extremeSmall: [0, 5],
  dxds1314Odds: '1.6',
  combo1314Odds: null,
  tiers1314: [],
  hedged1314Refund: false,
};

/** Default odds (stake-inclusive decimals) by play id; 特码 by sum in PC28_SUM_ODDS. */
export const PC28_DEFAULT_ODDS: Record<string, string> = {
  big: '1.98',
  small: '1.98',
  odd: '1.98',
  even: '1.98',
  'big-odd': '3.98',
  'small-even': '3.98',
  'big-even': '3.7',
  'small-odd': '3.7',
  'extreme-big': '8',
  'extreme-small': '8',
  leopard: '61',
  pair: '3.5',
  straight: '10',
  red: '2.99',
  green: '2.99',
  blue: '2.99',
  'sum-three': '3.5',
};

/** 特码 odds for sums 0..27: floor(0.9 × fair), fair = 1000 / ways (B §3 typical range). */
export const PC28_SUM_ODDS: string[] = pc28SumWays().map((ways) => String(Math.floor(900 / ways)));
