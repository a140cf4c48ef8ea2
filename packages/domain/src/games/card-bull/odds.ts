export interface CardBullConfig {
  /** A3: equal 牛 broken by high card then suit; `banker` = chat-room variant where the banker wins ties. */
  tieRule: 'high-card' | 'banker';
  /** 五公 ranks above 牛牛 (B §10). */
  fiveFace: boolean;
}

export const CARD_BULL_DEFAULT_CONFIG: CardBullConfig = { tieRule: 'high-card', fiveFace: true };

/** 平倍: 0.97 : 1 ⇒ odds 1.97. */
export const CARD_BULL_DEFAULT_ODDS: Record<string, string> = {
  'player-flat': '1.97',
  'hand-value': '9.5',
};

/** 翻倍: payout = stake + stake × mult × 0.97, keyed by the winning hand's multiplier. */
export const CARD_BULL_DOUBLE_ODDS: Record<string, string> = {
  x1: '1.97',
  x2: '2.94',
  x3: '3.91',
  x5: '5.85',
};

/** 翻倍 bets reserve this many stakes (the largest loss multiplier) at bet time. */
export const CARD_BULL_DOUBLE_RESERVE = 5;
