export interface K3Config {
  /** A3 通杀: 大小单双 (and their combos) lose on any triple. */
  tripleKillsTwoSides: boolean;
}

export const K3_DEFAULT_CONFIG: K3Config = { tripleKillsTwoSides: true };

/**
 * Default odds. Credit rooms pay ~0.9–0.97 × fair; the official prizes (per 2 units) ÷ 2 are the norm odds
 * (B §5: 和值 240/80/40/25/16/12/10/9, 三同号通选 40, 单选 240, 二同号复选 15, 单选 80, 三不同 40, 二不同 8, 三连 10).
 */
export const K3_DEFAULT_ODDS: Record<string, string> = {
  big: '1.98',
  small: '1.98',
  odd: '1.98',
  even: '1.98',
  'big-odd': '3.7',
  'big-even': '3.7',
  'small-odd': '3.7',
  'small-even': '3.7',
  'triple-any': '20',
  triple: '120',
  'pair-any': '7.5',
  'pair-exact': '40',
  'three-distinct': '20',
  'two-distinct': '4',
  'straight-any': '5',
};

/** 三军 (sic-bo convention): the chosen face appearing 1/2/3 times pays 1 + occurrences. */
export const K3_THREE_ARMY_ODDS: Record<string, string> = { '1': '2', '2': '3', '3': '4' };

/** 和值 odds for sums 3..18 = official prize / 2. */
export const K3_SUM_ODDS: Record<string, string> = Object.fromEntries(
  [120, 40, 20, 12.5, 8, 6, 5, 4.5, 4.5, 5, 6, 8, 12.5, 20, 40, 120].map((o, i) => [
    String(i + 3),
    String(o),
  ]),
);
