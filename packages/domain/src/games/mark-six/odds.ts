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
  // 半波 by option: 48 ÷ (balls in the set, 49 is 和) × ≈ 0.93 — the sets hold 7 to 10 balls
  'half-wave-red-big': '6.4',
  'half-wave-red-small': '4.5',
  'half-wave-red-odd': '5.6',
  'half-wave-red-even': '5',
  'half-wave-blue-big': '5',
  'half-wave-blue-small': '6.4',
  'half-wave-blue-odd': '5.6',
  'half-wave-blue-even': '5.6',
  'half-wave-green-big': '5.6',
  'half-wave-green-small': '6.4',
  'half-wave-green-odd': '5.6',
  'half-wave-green-even': '6.4',
  'special-domestic': '1.97',
  'special-wild': '1.97',
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
  // 生肖连 / 尾数连 by k (≈ 0.92 × fair for 4-ball zodiacs / 5-ball tails, B §9); '-year' when the
  // picks hold the year's animal (five balls), '-zero' when they hold tail 0 (four balls)
  'zodiac-link-hit': {
    '2': '4.4',
    '3': '11.4',
    '4': '33',
    '5': '118',
    '2-year': '3.8',
    '3-year': '9.6',
    '4-year': '28',
    '5-year': '97',
  },
  'zodiac-link-miss': {
    '2': '3.5',
    '3': '7.6',
    '4': '18.5',
    '5': '50',
    '2-year': '4.2',
    '3-year': '9.5',
    '4-year': '23',
    '5-year': '67',
  },
  'tail-link-hit': {
    '2': '3.2',
    '3': '6.7',
    '4': '15.9',
    '5': '44',
    '2-zero': '3.8',
    '3-zero': '8',
    '4-zero': '19',
    '5-zero': '54',
  },
  'tail-link-miss': {
    '2': '5.1',
    '3': '14.6',
    '4': '50',
    '5': '228',
    '2-zero': '4.2',
    '3-zero': '12',
    '4-zero': '39',
    '5-zero': '164',
  },
  // 特肖 / 一肖: the year's animal owns five balls, the others four (a win on it pays at 'year')
  'special-zodiac': { default: '11.5', year: '9.3' },
  'one-zodiac': { default: '2.05', year: '1.8' },
  // 五行 by how many balls the element holds this year (49 ÷ balls × ≈ 0.92)
  'special-element': { '8': '5.6', '9': '5', '10': '4.5', '11': '4.1', '12': '3.75' },
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
