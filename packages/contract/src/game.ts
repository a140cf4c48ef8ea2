import type { GameResult } from '@qilin/domain';
import { z } from 'zod';
import { wireInt } from './wire-number';

/**
 * The game calls (spec §7 lottery / guest lottery, the room reads). Requests as the routes parse them;
 * responses are the `result` of the envelope. Objects the server builds itself are strict, so a field
 * added on one side and not the other fails the drift test (apps/server/test/http/wire-contract-*.test.ts).
 */

const gameIdSchema = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const roomIdSchema = z.union([z.string().max(64), z.number()]).optional();

export const gameQuerySchema = z.object({ game_id: gameIdSchema, game_room_id: roomIdSchema });
export const drawHistoryQuerySchema = gameQuerySchema.extend({
  count: wireInt(1, 100).default(10),
  page: wireInt(1, 10_000).default(1),
});
export const mainLotteryQuerySchema = gameQuerySchema.extend({
  count: wireInt(1, 100).default(10),
  // Legacy clients send a boolean, a JSON 0/1 or the text forms; nothing else is a flag.
  isFirst: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).optional(),
  activeId: z.union([z.string().max(64), z.number()]).optional(),
});
export const issueQuerySchema = gameQuerySchema.extend({ issue: z.string().min(1).max(32) });
/** Upcoming issues on sale: a chase buys at most 120, and its start may move a few issues on. */
export const MAX_UPCOMING_ISSUES = 130;
export const upcomingQuerySchema = gameQuerySchema.extend({
  count: wireInt(1, MAX_UPCOMING_ISSUES).default(10),
});
export const gameClassTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type GameClassType = z.infer<typeof gameClassTypeSchema>;
export const gameClassQuerySchema = z.object({ type: wireInt(1, 3).pipe(gameClassTypeSchema).default(1) });
/** Guest info without a game: the overview of every drawn game, optionally one class (1 or 2). */
export const guestOverviewQuerySchema = z.object({
  type: wireInt(1, 2)
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  game_room_id: roomIdSchema,
});
export const roomReadQuerySchema = z.object({
  game_id: gameIdSchema,
  game_room_id: z.union([z.string().max(64), z.number().int()]).default(''),
  count: wireInt(1, 200).default(60),
});
export const enterGameBodySchema = z.object({
  game_id: gameIdSchema,
  game_room_id: z.union([z.string().max(64), z.number().int()]).default(''),
});
export const recentGamesQuerySchema = z.object({ count: wireInt(1, 20).default(8) });

/**
 * An issue's life: PENDING (created ahead, not on sale until its predecessor is drawn), OPEN (on sale),
 * CLOSED (封盘), DRAWN, SETTLED, or VOID (refunded, for a logged cause).
 */
export const issueStateSchema = z.enum(['PENDING', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID']);
export type IssueState = z.infer<typeof issueStateSchema>;

const digit = z.number().int().min(0).max(9);
const ball = z.number().int().min(1);
const cardSchema = z.strictObject({
  rank: z.number().int().min(1).max(13),
  suit: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});
const dice = z.number().int().min(1).max(6);

/** A drawn result as the domain writes it, one shape per game family (`game` names it); null until revealed. */
export const gameResultSchema = z.discriminatedUnion('game', [
  z.strictObject({
    game: z.literal('pc28'),
    source: z.enum(['beijing', 'canada', 'direct']),
    digits: z.tuple([digit, digit, digit]),
    sum: z.number().int().min(0).max(27),
    keno: z.array(ball).optional(),
  }),
  z.strictObject({ game: z.literal('ssc'), balls: z.array(digit) }),
  z.strictObject({ game: z.literal('k3'), dice: z.tuple([dice, dice, dice]), sum: z.number().int() }),
  z.strictObject({ game: z.literal('syxw'), balls: z.array(ball) }),
  z.strictObject({ game: z.literal('pk10'), order: z.array(ball) }),
  z.strictObject({ game: z.literal('keno'), numbers: z.array(ball) }),
  z.strictObject({
    game: z.literal('mark-six'),
    balls: z.array(ball),
    special: ball,
    drawDate: z.string(),
  }),
  z.strictObject({ game: z.literal('digit-bull'), digits: z.array(digit) }),
  z.strictObject({ game: z.literal('card-bull'), cards: z.array(cardSchema) }),
  z.strictObject({ game: z.literal('baccarat'), player: z.array(cardSchema), banker: z.array(cardSchema) }),
]);
// The schema and the domain's GameResult describe the same values (the build fails when they drift).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const gameResultMatchesDomain: Same<z.output<typeof gameResultSchema>, GameResult> = true;
void gameResultMatchesDomain;

/**
 * The beacon of a v2 draw: drand quicknet, or in development and tests a local beacon signing the same
 * way with its own key (`independent: false`: the operator holds that key, so it proves nothing).
 */
export const beaconRefSchema = z.strictObject({
  source: z.enum(['drand', 'local']),
  independent: z.boolean(),
  round: z.number().int(),
  publicKey: z.string(),
});
export type BeaconRef = z.infer<typeof beaconRefSchema>;

/** A v2 issue's beacon round: its BLS signature and randomness = SHA256(signature) once drawn. */
export const beaconRoundSchema = beaconRefSchema.extend({
  signature: z.string().nullable(),
  randomness: z.string().nullable(),
});
export type BeaconRound = z.infer<typeof beaconRoundSchema>;

/** v1: HMAC(seed, "<code>:<issue>:<r>"); v2 adds the public beacon's randomness as a salt. */
export type DrawAlgorithm = 'qilin-chain-hmac-sha256-v1' | 'qilin-chain-hmac-sha256-v2';

/** One issue as the verifier needs it (history/draw rows, GET of one issue, the sale's `last`). */
export const drawnIssueSchema = z.strictObject({
  gameCode: z.string(),
  issue: z.string(),
  state: issueStateSchema,
  openAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
  /** s_{i-1}; null until the predecessor is revealed (Publication rule). */
  commitment: z.string().nullable(),
  terminalHash: z.string(),
  chainEpoch: z.number().int(),
  chainIndex: z.number().int(),
  /** A DrawAlgorithm name. */
  algorithm: z.string(),
  seed: z.string().nullable(),
  result: gameResultSchema.nullable(),
  voidReason: z.string().nullable(),
  beacon: beaconRoundSchema.nullable(),
});
export type DrawnIssue = z.infer<typeof drawnIssueSchema>;

/**
 * The issue on sale as the countdown needs it, derived from the server's clock when it answered. During
 * the 封盘 window of issue i−1 this is issue i in state PENDING with openAt = i−1's draw time.
 */
export const saleViewSchema = z.strictObject({
  issue: z.string(),
  state: issueStateSchema,
  openAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
  serverTime: z.number(),
  closeCountdown: z.number().int().min(0),
  drawCountdown: z.number().int().min(0),
  commitment: z.string().nullable(),
  terminalHash: z.string(),
  algorithm: z.string(),
  beacon: beaconRefSchema.optional(),
});
export type SaleView = z.infer<typeof saleViewSchema>;

/** GET /api/lottery/sale/issue: the issue on sale plus the last drawn one; null for 红包 games. */
export const saleIssueResultSchema = saleViewSchema.extend({ last: drawnIssueSchema.nullable() }).nullable();
export type SaleIssueResult = z.infer<typeof saleIssueResultSchema>;
export type SaleIssue = NonNullable<SaleIssueResult>;

export const betLimitsSchema = z.strictObject({
  minFen: z.number().int(),
  maxPerBetFen: z.number().int(),
  maxPerIssueFen: z.number().int(),
});

/** /api/lottery/class: one class's games, each with its issue on sale (null for 红包 games). */
export const gameClassResultSchema = z.strictObject({
  type: gameClassTypeSchema,
  games: z.array(
    z.strictObject({
      id: z.string(),
      gid: z.string(),
      name: z.string(),
      type: gameClassTypeSchema,
      game_type: z.string(),
      /** Seconds per issue and 封盘 seconds before the draw; null for 红包 games. */
      period: z.number().nullable(),
      close: z.number().nullable(),
      limits: betLimitsSchema,
      sale: saleViewSchema.nullable(),
    }),
  ),
});
export type GameClassResult = z.infer<typeof gameClassResultSchema>;

/** A 28 room's effective 13/14 and hedging settings (what the server settles and refuses by). */
export const pc28RoomRulesSchema = z.strictObject({
  dxds1314Odds: z.string().nullable(),
  combo1314Odds: z.string().nullable(),
  tiers1314: z.array(
    z.strictObject({
      overFen: z.number().int(),
      dxdsOdds: z.string().nullable(),
      comboOdds: z.string().nullable(),
    }),
  ),
  hedged1314Refund: z.boolean(),
  hedging: z.strictObject({
    oppositeSides: z.boolean(),
    killCombo: z.boolean(),
    sameCombo: z.boolean(),
    oppositeCombo: z.boolean(),
    exceptOverFen: z.number().int(),
  }),
});
export type RoomRules = z.infer<typeof pc28RoomRulesSchema>;

const bonusGroupSchema = z.strictObject({
  play_name: z.string(),
  plays: z.array(z.strictObject({ play_name: z.string(), bonus: z.record(z.string(), z.string()) })),
});

/** GET /api/lottery/info: spec §3 "Game info (lottery)", the room's odds and a 28 room's rules. */
export const lotteryInfoResultSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  lottery_type: z.string(),
  credit: z.array(bonusGroupSchema),
  norm: z.array(bonusGroupSchema),
  limits: betLimitsSchema,
  rules: pc28RoomRulesSchema.optional(),
});
export type LotteryInfo = z.infer<typeof lotteryInfoResultSchema>;

export const catalogueOddsSchema = z.union([z.string(), z.record(z.string(), z.string())]);
const playGroupSchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  entries: z.array(
    z.strictObject({
      playId: z.string(),
      name: z.string(),
      option: z.string().optional(),
      position: z.number().int().optional(),
      odds: catalogueOddsSchema,
    }),
  ),
});

/** /api/lottery/game_info: the `times_<group>` odds texts, menus and groups at the room's odds. */
const gameBetInfoBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: gameClassTypeSchema,
  game_type: z.string(),
  menus: z.array(
    z.strictObject({
      key: z.string(),
      name: z.string(),
      options: z.array(z.strictObject({ name: z.string(), pic: z.string(), selected: z.boolean() })),
    }),
  ),
  groups: z.array(playGroupSchema),
  limits: betLimitsSchema,
  rules: pc28RoomRulesSchema.optional(),
  sale: saleIssueResultSchema,
});
/** Beside the named fields, only `times_<group>` odds texts (string arrays). */
export const gameBetInfoResultSchema = z
  .intersection(
    gameBetInfoBaseSchema,
    z.looseRecord(z.templateLiteral(['times_', z.string()]), z.array(z.string())),
  )
  .refine(
    (info) => Object.keys(info).every((k) => k in gameBetInfoBaseSchema.shape || k.startsWith('times_')),
    {
      message: 'a field the contract does not name',
    },
  );
export type GameBetInfo = z.infer<typeof gameBetInfoResultSchema>;

/** GET /api/guest/lottery/info without a game: every drawn game, its issue on sale and last result. */
export const guestOverviewResultSchema = z.strictObject({
  serverTime: z.number(),
  games: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      type: gameClassTypeSchema,
      game_type: z.string(),
      sale: saleViewSchema.nullable(),
      last: z
        .strictObject({ issue: z.string(), drawAt: z.number(), result: gameResultSchema.nullable() })
        .nullable(),
    }),
  ),
});
export type GuestOverview = z.infer<typeof guestOverviewResultSchema>;

/** Numbers and times only: an upcoming issue's commitment would reveal an undrawn seed (Publication rule). */
export const upcomingIssueSchema = z.strictObject({
  issue: z.string(),
  state: issueStateSchema,
  openAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
});
export type UpcomingIssue = z.infer<typeof upcomingIssueSchema>;
export const upcomingIssuesResultSchema = z.strictObject({
  serverTime: z.number(),
  list: z.array(upcomingIssueSchema),
});

export const drawHistoryResultSchema = z.strictObject({ list: z.array(drawnIssueSchema) });
export const issueResultSchema = drawnIssueSchema;

/** The beacon the game's v2 draws are salted with (drand quicknet, or a local one: not independent). */
export const epochBeaconSchema = z.strictObject({
  source: z.enum(['drand', 'local']),
  independent: z.boolean(),
  publicKey: z.string(),
  genesisTimeSec: z.number(),
  periodSec: z.number(),
  chainHash: z.string().optional(),
});
export type EpochBeacon = z.infer<typeof epochBeaconSchema>;

/** One chain epoch: its terminal hash s_0 is published (announcedAt) before it takes over (activeFrom). */
export const epochSchema = z.strictObject({
  epoch: z.number().int(),
  terminalHash: z.string(),
  chainLength: z.number().int(),
  /** ms */
  announcedAt: z.number(),
  firstIssue: z.string().nullable(),
  /** ms; null while only announced. */
  activeFrom: z.number().nullable(),
  state: z.enum(['announced', 'active', 'retired']),
});
export type Epoch = z.infer<typeof epochSchema>;

/** /api/lottery/epochs: the game's chain epochs (game-rules A1) and the beacon salting new draws. */
export const epochsResultSchema = z.strictObject({
  gameCode: z.string(),
  beacon: epochBeaconSchema.nullable(),
  list: z.array(epochSchema),
});
export type EpochsResult = z.infer<typeof epochsResultSchema>;

export const trendEntrySchema = z.strictObject({
  group: z.string(),
  name: z.string(),
  playId: z.string(),
  hits: z.number().int(),
  miss: z.number().int(),
});
export type TrendEntry = z.infer<typeof trendEntrySchema>;
export const missEntrySchema = z.strictObject({
  group: z.string(),
  name: z.string(),
  miss: z.number().int(),
});
export type MissEntry = z.infer<typeof missEntrySchema>;
/** A road chart, column by column (null = empty cell). */
export const roadRowsSchema = z.array(z.array(z.string().nullable()));

/** Spec §3 "Main lottery data": the round process (1 selling, 2 closed), the issue on sale, draws, trends. */
export const mainLotteryResultSchema = z.strictObject({
  process: z.union([z.literal(1), z.literal(2)]),
  sale: saleViewSchema.nullable(),
  last: z.array(drawnIssueSchema),
  isFirst: z.boolean(),
  activeId: z.string().nullable(),
  /** Wins per option over the window: `style` = the two-sided groups, `numbers` = the number groups. */
  cold_hot: z.strictObject({ style: z.array(trendEntrySchema), numbers: z.array(trendEntrySchema) }),
  /** Issues since each option last won. */
  ignore: z.array(missEntrySchema),
  map: roadRowsSchema,
});
export type MainLotteryData = z.infer<typeof mainLotteryResultSchema>;

export const howPlayResultSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  period: z.number().nullable(),
  close: z.number().nullable(),
  groups: z.array(z.strictObject({ key: z.string(), name: z.string() })),
  plays: z.array(z.strictObject({ id: z.string(), name: z.string(), rule: z.string() })),
});
export type HowPlay = z.infer<typeof howPlayResultSchema>;

/** POST /api/lottery/enter (beside `code: 200`). */
export const enterGameResultSchema = z.strictObject({ game_id: z.string() });

export const recentGameSchema = z.strictObject({
  id: z.string(),
  gid: z.string(),
  name: z.string(),
  type: gameClassTypeSchema,
  roomId: z.string(),
  enteredAt: z.number().nullable(),
  lastBetAt: z.number().nullable(),
  lastAt: z.number(),
});
export type RecentGame = z.infer<typeof recentGameSchema>;
/** GET /api/lottery/recent (beside `code: 200`): newest activity first. */
export const recentGamesResultSchema = z.strictObject({ list: z.array(recentGameSchema) });

/** GET /api/lottery/room/members (beside `code: 200`): who bet on the issue on sale, nicknames masked. */
export const roomMembersResultSchema = z.strictObject({
  issue: z.string().nullable(),
  list: z.array(z.strictObject({ nickname: z.string(), avatar: z.string(), totalFen: z.number().int() })),
});
export type RoomMembersResult = z.infer<typeof roomMembersResultSchema>;

/** GET /api/lottery/map (beside `code: 200`). */
export const roadMapResultSchema = z.strictObject({ map: roadRowsSchema });
export type RoadMapResult = z.infer<typeof roadMapResultSchema>;

/** GET /api/lottery/member/limit (beside `code: 200`): the game's limits tightened by the member's own. */
export const memberLimitViewResultSchema = betLimitsSchema.extend({
  game: betLimitsSchema,
  member: z.strictObject({
    maxPerBetFen: z.number().int().nullable(),
    maxPerIssueFen: z.number().int().nullable(),
  }),
});
export type MemberLimitViewResult = z.infer<typeof memberLimitViewResultSchema>;

/** /sbin online_list: one game room and who is in it now (nicknames masked; `online` counts them all). */
export const roomOnlineSchema = z.strictObject({
  gid: z.string(),
  id: z.string(),
  online: z.number().int(),
  list: z.array(z.strictObject({ nickname: z.string(), avatar: z.string() })),
});
export type RoomOnline = z.infer<typeof roomOnlineSchema>;

/** A prediction hint (domain `predictionHint`): the option, its misses and how many results it came from. */
export const predictionHintSchema = z.strictObject({
  group: z.string(),
  name: z.string(),
  playId: z.string(),
  option: z.string().optional(),
  position: z.number().int().optional(),
  miss: z.number().int(),
  basis: z.number().int(),
});

/** /sbin prediction: the hint for the issue on sale (not ready while an issue of its basis is undrawn). */
export const predictionCurrentSchema = z.strictObject({
  gameId: z.string(),
  issue: z.string().nullable(),
  ready: z.boolean(),
  hint: predictionHintSchema.nullable(),
  pick: z.string().nullable(),
  miss: z.number().int(),
  serverTime: z.number(),
  /** The honest record: how the hints of the last `judged` drawn issues did (void issues not counted). */
  track: z.strictObject({ judged: z.number().int(), hits: z.number().int(), text: z.string() }),
  /** Draws are independent; a hint changes no odds and promises nothing (ChatMessages.predictionStatement). */
  statement: z.string(),
});

/** /sbin prediction_list: a past issue, its hint, its result and whether the hint hit (void: refunded). */
export const predictionRowSchema = z.strictObject({
  gameId: z.string(),
  issue: z.string(),
  drawAt: z.number(),
  result: gameResultSchema.nullable(),
  hint: predictionHintSchema.nullable(),
  pick: z.string().nullable(),
  outcome: z.enum(['hit', 'miss', 'push', 'void']).nullable(),
});
