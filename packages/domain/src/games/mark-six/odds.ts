import { type CnyBoundary, DEFAULT_CNY_TABLE, type WuxingElement } from './zodiac';

export interface MarkSixConfig {
  cnyTable: CnyBoundary[];
  /** Operator 五行 tables by lunar year; a missing year uses the 纳音 derivation. */
  elementTables: Record<string, Partial<Record<WuxingElement, number[]>>>;
  /** 过关 max stake-inclusive payout per ticket, fen (B §9: one site 250,000 元). */
  parlayMaxWinFen: number;
}

export const MARK_SIX_DEFAULT_CONFIG: MarkSixConfig = {
  cnyTable: DEFAULT_CNY_TABLE,
  elementTables: {},
  parlayMaxWinFen: 25_000_000,
};

/** Default odds (≈ 0.9–0.97 × fair, B §9). Keyed maps for plays whose prize depends on the outcome. */
export const MARK_SIX_DEFAULT_ODDS: Record<string, string> = {
  'special-number': '47',
  'special-big': '1.97',
  'special-small': '1.97',
  'special-odd': '1.97',
  'special-even': '1.97',
  'special-sum-odd': '1.97',
  'special-sum-even': '1.97',
  'special-sum-big': '1.97',
  'special-sum-small': '1.97',
  'special-tail-big': '1.97',
  'special-tail-small': '1.97',
  'special-colour-red': '2.8',
  'special-colour-blue': '2.95',
  'special-colour-green': '2.95',
  'half-wave': '5.5',
  'special-zodiac': '11.5',
  'special-zodiac-year': '9.3',
  'special-domestic': '1.97',
  'special-wild': '1.97',
  'special-element': '4.8',
  'total-big': '1.97',
  'total-small': '1.97',
  'total-odd': '1.97',
  'total-even': '1.97',
  'regular-number': '7.8',
  'regular-k-number': '47',
  'regular-k-big': '1.97',
  'regular-k-small': '1.97',
  'regular-k-odd': '1.97',
  'regular-k-even': '1.97',
  'regular-k-colour': '2.8',
  'one-zodiac': '2.05',
  'one-zodiac-year': '1.8',
  'one-tail': '1.8',
  'one-tail-zero': '2.05',
  'six-zodiac-hit': '1.95',
  'six-zodiac-miss': '1.95',
  'three-all': '650',
  'two-all': '65',
  'special-pair': '160',
  'not-hit-5': '2.1',
  'not-hit-6': '2.5',
  'not-hit-7': '3',
  'not-hit-8': '3.6',
  'not-hit-9': '4.3',
  'not-hit-10': '5.2',
};

export const MARK_SIX_KEYED_ODDS: Record<string, Record<string, string>> = {
  'three-two': { two: '22', three: '100' },
  'two-special': { two: '50', special: '30' },
  // 生肖连 / 尾数连 by k (≈ 0.92 × fair for 4-ball zodiacs / 5-ball tails, B §9)
  'zodiac-link-hit': { '2': '4.4', '3': '11.4', '4': '33', '5': '118' },
  'zodiac-link-miss': { '2': '3.5', '3': '7.6', '4': '18.5', '5': '50' },
  'tail-link-hit': { '2': '3.2', '3': '6.7', '4': '15.9', '5': '44' },
  'tail-link-miss': { '2': '5.1', '3': '14.6', '4': '50', '5': '228' },
  // 过关 leg odds by option; a ticket multiplies the odds of its winning legs
  parlay: {
    big: '1.97',
    small: '1.97',
    odd: '1.97',
    even: '1.97',
    red: '2.8',
    blue: '2.95',
    green: '2.95',
  },
};
