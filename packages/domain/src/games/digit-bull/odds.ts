export interface DigitBullConfig {
  /** A3: an equal 牛 value goes to the banker (闲 loses, 庄 wins). */
  tieToBanker: boolean;
}

export const DIGIT_BULL_DEFAULT_CONFIG: DigitBullConfig = { tieToBanker: true };

export const DIGIT_BULL_DEFAULT_ODDS: Record<string, string> = {
  'player-win': '1.95',
  'banker-win': '1.8',
  'hand-big': '2.8',
  'hand-small': '2.8',
  'hand-odd': '2.8',
  'hand-even': '2.8',
};
