export interface BaccaratConfig {
  /** 免佣: a banker win with 6 pays 0.5 : 1 (B §11 optional); off by default. */
  noCommission: boolean;
}

export const BACCARAT_DEFAULT_CONFIG: BaccaratConfig = { noCommission: false };

/** A3: 庄 0.95 : 1, 闲 1 : 1, 和 8 : 1 (庄/闲 pushed), pairs 11 : 1 — stake-inclusive. */
export const BACCARAT_DEFAULT_ODDS: Record<string, string> = {
  banker: '1.95',
  player: '2',
  tie: '9',
  'banker-pair': '12',
  'player-pair': '12',
};
