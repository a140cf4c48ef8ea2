import type { GameType } from '../games/registry';

/** One bettable option of a play group, with its default odds (stake-inclusive decimal strings). */
export interface CatalogueEntry {
  playId: string;
  name: string;
  option?: string;
  position?: number;
  /** One value, or a keyed pay table (三军 occurrences, Keno hits, 翻倍 multiplier …). */
  odds: string | Record<string, string>;
}

export interface PlayGroup {
  key: string;
  name: string;
  entries: CatalogueEntry[];
}

/** credit = 两面盘 fixed odds; norm = 官方 plays priced per 注 (odds = prize per 2 units ÷ 2). */
export interface PlayGroups {
  credit: PlayGroup[];
  norm: PlayGroup[];
}

export interface BetLimits {
  minFen: number;
  maxPerBetFen: number;
  maxPerIssueFen: number;
}

export type FamilyGameType = GameType | 'red-packet';

export interface GameFamily {
  code: string;
  name: string;
  /** 1 number games, 2 lottery, 3 red-packet games (spec §3 "Game class lists"). */
  classType: 1 | 2 | 3;
  gameType: FamilyGameType;
  /** PC28 digit source (A2). */
  pc28Source?: 'beijing' | 'canada' | 'direct';
  /** Draw period; null for Marksixhk (weekly schedule) and red packets. */
  periodSec: number | null;
  /** Sales close this many seconds before the draw; null for red packets. */
  closeSec: number | null;
  playGroups: PlayGroups;
  limits: BetLimits;
}
