import {
  BACCARAT_DEFAULT_CONFIG,
  BACCARAT_PLAY_RULES,
  type BaccaratConfig,
  type BaccaratResult,
} from './baccarat';
import {
  CARD_BULL_DEFAULT_CONFIG,
  CARD_BULL_PLAY_RULES,
  type CardBullConfig,
  type CardBullResult,
} from './card-bull';
import { judgeWith, type PlayRule, type PlaySelection, type Verdict } from './common/verdict';
import {
  DIGIT_BULL_DEFAULT_CONFIG,
  DIGIT_BULL_PLAY_RULES,
  type DigitBullConfig,
  type DigitBullResult,
} from './digit-bull';
import { K3_DEFAULT_CONFIG, K3_PLAY_RULES, type K3Config, type K3Result } from './k3';
import { KENO_DEFAULT_CONFIG, KENO_PLAY_RULES, type KenoConfig, type KenoResult } from './keno';
import {
  MARK_SIX_DEFAULT_CONFIG,
  MARK_SIX_PLAY_RULES,
  type MarkSixConfig,
  type MarkSixResult,
} from './mark-six';
import { PC28_DEFAULT_CONFIG, PC28_PLAY_RULES, type Pc28JudgeConfig, type Pc28Result } from './pc28';
import { PK10_DEFAULT_CONFIG, PK10_PLAY_RULES, type Pk10Config, type Pk10Result } from './pk10';
import { SSC_DEFAULT_CONFIG, SSC_PLAY_RULES, type SscConfig, type SscResult } from './ssc';
import { SYXW_DEFAULT_CONFIG, SYXW_PLAY_RULES, type SyxwConfig, type SyxwResult } from './syxw';

/** Every result a bet can be settled against (red packets settle by their own rules). */
export type GameResult =
  | Pc28Result
  | SscResult
  | K3Result
  | SyxwResult
  | Pk10Result
  | KenoResult
  | MarkSixResult
  | DigitBullResult
  | CardBullResult
  | BaccaratResult;

export type GameType = GameResult['game'];

export interface GameConfigs {
  pc28: Pc28JudgeConfig;
  ssc: SscConfig;
  k3: K3Config;
  syxw: SyxwConfig;
  pk10: Pk10Config;
  keno: KenoConfig;
  'mark-six': MarkSixConfig;
  'digit-bull': DigitBullConfig;
  'card-bull': CardBullConfig;
  baccarat: BaccaratConfig;
}

export const GAME_TYPES: GameType[] = [
  'pc28',
  'ssc',
  'k3',
  'syxw',
  'pk10',
  'keno',
  'mark-six',
  'digit-bull',
  'card-bull',
  'baccarat',
];

export const GAME_DEFAULT_CONFIGS: GameConfigs = {
  pc28: PC28_DEFAULT_CONFIG,
  ssc: SSC_DEFAULT_CONFIG,
  k3: K3_DEFAULT_CONFIG,
  syxw: SYXW_DEFAULT_CONFIG,
  pk10: PK10_DEFAULT_CONFIG,
  keno: KENO_DEFAULT_CONFIG,
  'mark-six': MARK_SIX_DEFAULT_CONFIG,
  'digit-bull': DIGIT_BULL_DEFAULT_CONFIG,
  'card-bull': CARD_BULL_DEFAULT_CONFIG,
  baccarat: BACCARAT_DEFAULT_CONFIG,
};

type RulesFor = {
  [K in GameType]: ReadonlyMap<string, PlayRule<Extract<GameResult, { game: K }>, GameConfigs[K]>>;
};

export const GAME_PLAY_RULES: RulesFor = {
  pc28: PC28_PLAY_RULES,
  ssc: SSC_PLAY_RULES,
  k3: K3_PLAY_RULES,
  syxw: SYXW_PLAY_RULES,
  pk10: PK10_PLAY_RULES,
  keno: KENO_PLAY_RULES,
  'mark-six': MARK_SIX_PLAY_RULES,
  'digit-bull': DIGIT_BULL_PLAY_RULES,
  'card-bull': CARD_BULL_PLAY_RULES,
  baccarat: BACCARAT_PLAY_RULES,
};

/** Decides one selection against one result; throws InvalidSelectionError for an unknown play or bad shape. */
export function judgePlay<K extends GameType>(
  result: Extract<GameResult, { game: K }>,
  bet: PlaySelection,
  config?: Partial<GameConfigs[K]>,
): Verdict {
  const game = result.game as K;
  const merged = { ...GAME_DEFAULT_CONFIGS[game], ...config } as GameConfigs[K];
  const rules = GAME_PLAY_RULES[game] as ReadonlyMap<
    string,
    PlayRule<Extract<GameResult, { game: K }>, GameConfigs[K]>
  >;
  return judgeWith(rules, result, bet, merged);
}
