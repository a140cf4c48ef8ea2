import type { GameResult } from '@qilin/domain';
import type { RoomRules } from '../model/room-rules';

/**
 * Wire shapes of the game calls. The contract has no game schemas yet, so these mirror the server's
 * draw IssueView and spec §3 field names; fields the server may omit are optional.
 */
export type GameClassType = 1 | 2 | 3;

export type GameListItem = {
  game_id: string;
  name: string;
  type: GameClassType;
  icon?: string;
  /** The room last used (recent games reopen it). */
  room_id?: string;
};

/** GET /api/lottery/sale/issue: the issue on sale plus the server's clock when it answered. */
export type SaleIssue = {
  issue: string;
  openAt?: number;
  closeAt: number;
  drawAt: number;
  serverTime: number;
  commitment: string;
  terminalHash?: string;
  state?: string;
  /** The last drawn issue (result and revealed seed), so the room shows it without another call. */
  last?: DrawnIssue | null;
};

/** SaleIssue with the measured server-clock offset (server − local, ms). */
export type TimedSaleIssue = SaleIssue & { offsetMs: number };

/** One issue as the verifier needs it (history/draw rows and GET of one issue). */
export type DrawnIssue = {
  gameCode?: string;
  issue: string;
  state?: string;
  drawAt: number;
  closeAt?: number;
  commitment: string;
  terminalHash?: string;
  chainIndex?: number;
  seed: string | null;
  result: GameResult | null;
  voidReason?: string | null;
};

/** GET /api/lottery/info: spec §3 "Game info (lottery)" plus the number games' times_* odds arrays. */
export type GameInfo = {
  lottery_type?: string;
  credit?: { play_name: string; plays: { play_name: string; bonus: Record<string, string> }[] }[];
  norm?: { play_name: string; plays: { play_name: string; bonus: Record<string, string> }[] }[];
  times?: Record<string, string[]>;
  [timesKey: `times_${string}`]: string[] | undefined;
  how_play?: string;
  /** A 28 room's 13/14 and hedging settings (what the server settles and refuses by). */
  rules?: RoomRules;
};

/** Spec §3 "Main lottery data": the round process (1 selling, 2 sales closed), the issue on sale, draws, trends. */
export type MainLotteryData = {
  process?: 1 | 2;
  sale?: SaleIssue | null;
  last?: DrawnIssue[];
  /** Wins per option over the server's window: `style` = the first three groups, `numbers` = the rest. */
  cold_hot?: { style?: TrendEntry[]; numbers?: TrendEntry[] };
  /** Issues since each option last won. */
  ignore?: MissEntry[];
  /** Road chart of the first group, row by row (null = empty cell). */
  map?: (string | null)[][];
};

export type TrendEntry = { group: string; name: string; playId?: string; hits: number; miss: number };
export type MissEntry = { group: string; name: string; miss: number };

/** GET /api/guest/lottery/info without a game: every drawn game, its issue on sale and last result. */
export type GuestOverview = {
  serverTime: number;
  games: {
    id: string;
    name: string;
    type: GameClassType;
    game_type?: string;
    sale: SaleIssue | null;
    last: { issue: string; drawAt: number; result: GameResult | null } | null;
  }[];
};
