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

/**
 * An issue's life: PENDING (created ahead, not on sale until its predecessor is drawn), OPEN (on sale),
 * CLOSED (封盘), DRAWN, SETTLED, or VOID (refunded, for a logged cause).
 */
export type IssueState = 'PENDING' | 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'VOID';

/** v1: HMAC(seed, "<code>:<issue>:<r>"); v2 adds the public beacon's randomness as a salt. */
export type DrawAlgorithm = 'qilin-chain-hmac-sha256-v1' | 'qilin-chain-hmac-sha256-v2';

/**
 * The beacon of a v2 draw: drand quicknet, or in development and tests a local beacon signing the same
 * way with its own key (`independent: false`: the operator holds that key, so it proves nothing).
 */
export type BeaconRef = { source: 'drand' | 'local'; independent: boolean; round: number; publicKey: string };

/** A drawn v2 issue's beacon round: its BLS signature and randomness = SHA256(signature). */
export type BeaconRound = BeaconRef & { signature: string | null; randomness: string | null };

/**
 * GET /api/lottery/sale/issue: the issue on sale plus the server's clock when it answered. During the
 * 封盘 window of issue i−1 this is issue i in state PENDING with openAt = i−1's draw time; it turns OPEN
 * once i−1 is drawn. The commitment is null while the predecessor is unrevealed (Publication rule).
 */
export type SaleIssue = {
  issue: string;
  state?: IssueState;
  openAt?: number;
  closeAt: number;
  drawAt: number;
  serverTime: number;
  commitment: string | null;
  terminalHash?: string;
  algorithm?: DrawAlgorithm;
  beacon?: BeaconRef | null;
  /** The last drawn issue (result and revealed seed), so the room shows it without another call. */
  last?: DrawnIssue | null;
};

/** SaleIssue with the measured server-clock offset (server − local, ms). */
export type TimedSaleIssue = SaleIssue & { offsetMs: number };

/** One issue as the verifier needs it (history/draw rows and GET of one issue). */
export type DrawnIssue = {
  gameCode?: string;
  issue: string;
  state?: IssueState;
  openAt?: number;
  drawAt: number;
  closeAt?: number;
  /** null until the predecessor is revealed (Publication rule). */
  commitment: string | null;
  terminalHash?: string;
  chainEpoch?: number;
  chainIndex?: number;
  /** Absent on issues older than the field (v1). */
  algorithm?: DrawAlgorithm;
  seed: string | null;
  result: GameResult | null;
  voidReason?: string | null;
  /** v2 only: the beacon round whose randomness salted the draw. */
  beacon?: BeaconRound | null;
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
