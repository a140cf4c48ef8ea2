import { z } from 'zod';
import { ErrorCode } from './error-codes';
import { wireId, wireInt } from './wire-number';
import { wireTime } from './wire-time';

/** The bet refusals by their short names (views of ErrorCode; the insufficient-balance ones use ErrorCode.InsufficientBalance). */
export const BetErrorCode = {
  BetClosed: ErrorCode.BetClosed,
  OddsChanged: ErrorCode.OddsChanged,
  StakeOutOfRange: ErrorCode.StakeOutOfRange,
  IssueLimitExceeded: ErrorCode.IssueLimitExceeded,
  InvalidSelection: ErrorCode.InvalidSelection,
  GameNotFound: ErrorCode.GameNotFound,
  NotCancellable: ErrorCode.NotCancellable,
  IssueNotFound: ErrorCode.IssueNotFound,
  PlayUnavailable: ErrorCode.PlayUnavailable,
  Disqualified: ErrorCode.Disqualified,
  HedgeRefused: ErrorCode.HedgeRefused,
  RebateRefused: ErrorCode.RebateRefused,
  MemberLimitExceeded: ErrorCode.MemberLimitExceeded,
} as const;

/** The 28 rooms' hedging rules by name (game-rules B §0: 杀组合 / 同向组合 / 反向组合; both sides). */
export const HedgeRuleNames = {
  oppositeSides: '双向投注',
  killCombo: '杀组合',
  sameCombo: '同向组合',
  oppositeCombo: '反向组合',
} as const;

/** Chinese texts of the bet refusals (spec §8: shown as a toast for 2 s). */
export const BetMessages = {
  betClosed: '本期已封盘，请等待下一期开盘后再投注',
  oddsChanged: '赔率已变动，请刷新后重新下注',
  stakeBelowMin: (minYuan: string) => `单注金额不能低于${minYuan}元`,
  stakeAboveMax: (maxYuan: string) => `单注金额不能高于${maxYuan}元`,
  issueLimitExceeded: (maxYuan: string) => `本期投注总额不能超过${maxYuan}元`,
  memberBetLimit: (maxYuan: string) => `单注金额超过您的个人限额，单注最高${maxYuan}元`,
  memberIssueLimit: (maxYuan: string) => `本期投注总额超过您的个人限额，每期最高${maxYuan}元`,
  invalidSelection: '投注内容有误，请重新选择',
  /** A credit bet whose picked numbers are not one 注 of its play ('每注须选1个号码（1–49）…'). */
  creditPick: (count: string, unit: string, range: string | null) =>
    `该玩法每注须选${count}个${unit}${range === null ? '' : `（${range}）`}，不可重复`,
  /** The rebate chosen is above the member's ceiling (shown as a percent) or the play takes none. */
  rebateRefused: (maxPoint: string) => `返点超出可选范围，最高${maxPoint}%`,
  /** A norm bet whose count or money disagrees with the server's count of its selection. */
  normCountMismatch: '注数或金额有误，请重新选择',
  gameNotFound: '游戏不存在或已下架',
  issueNotFound: '期号不存在',
  notCancellable: '注单已封盘或已结算，无法撤单',
  playUnavailable: '该玩法暂未开放投注',
  nothingToCancel: '当前没有可撤销的注单',
  /** The plain texts of the refusals that usually carry a figure (the catalogue's defaults). */
  stakeOutOfRange: '单注金额超出允许范围',
  issueLimitReached: '本期投注总额已达上限',
  memberLimitReached: '投注金额超过您的个人限额',
  rebateOutOfRange: '返点超出可选范围',
  hedgeRefusedPlain: '本房间的对冲规则不接受该注单',
  chaseNotFound: '追号记录不存在或已结束',
  chaseTooFewIssues: '可追号的期数不足，请减少追号期数',
  chaseIssueNotOnSale: '追号期号已封盘或不可追，请刷新期号后重试',
  chaseTermsInvalid: '追号期数或倍数有误',
  /** Contains '取消资格' (Messages.disqualified): the client returns to /ChampionMatch on it. */
  disqualified: '同一局同时下注庄闲两边，已被取消资格',
  /** '本房间[禁止杀组合]，该注单未接受' plus, with an exception threshold, when it stops applying. */
  hedgeRefused: (ruleNames: readonly string[], exceptYuan: string | null) =>
    `本房间${ruleNames.map((n) => `[禁止${n}]`).join('')}，该注单未接受${
      exceptYuan === null ? '' : `；本期总注超过${exceptYuan}元时方可投注此类玩法`
    }`,
} as const;

/** What a credit pick's numbers are called in creditPick (the domain's CreditPickUnit). */
export const CreditPickUnitNames = { number: '号码', zodiac: '生肖', tail: '尾数' } as const;

/**
 * A numbered game room as the wire names it: '1', '28' (canonical digits, no leading zero or space).
 * '01', '1 ' or 'zzz' would be rooms of their own playing the game's defaults, around the operator's
 * rules for room 1; the server accepts only these, '' (no room) and rooms an operator configured.
 */
export const isNumberedRoomId = (roomId: string): boolean => /^[1-9]\d{0,5}$/.test(roomId);

/** Up to 28 numbers: every sum 0–27 of SSC 三星直选和值 is one selection. */
const numberList = z.array(z.number().int().min(0).max(99)).max(28);

/** 官方 (norm) bet units: 元 ×1, 角 ×0.1, 分 ×0.01 of the 2-yuan price per 注. */
export const betUnitSchema = z.enum(['yuan', 'jiao', 'fen']);

/**
 * One selection of a bet. `odds` is what the member was shown; the server refuses it if it changed.
 * A norm (官方) item is one that carries `unit`: the server counts its 注 from the selection (a `count`
 * the client sends must agree) and requires amountFen = count × 2 元 ÷ unit × multiple.
 */
export const betItemSchema = z.object({
  playId: z.string().min(1).max(64),
  /** A named option, or 六合彩 过关 legs '1:small,2:small,…' (up to six legs of 7 characters). */
  option: z.string().max(64).optional(),
  position: z.number().int().min(0).max(20).optional(),
  numbers: numberList.optional(),
  /** Per-position sets of a 直选 / 定位胆 play. */
  sets: z.array(numberList).max(5).optional(),
  /** 胆 numbers of a 胆拖 play (numbers are the 拖). */
  dan: numberList.optional(),
  unit: betUnitSchema.optional(),
  multiple: z.number().int().min(1).max(10_000).optional(),
  count: z.number().int().min(0).max(1_000_000).optional(),
  amountFen: z.number().int().positive().max(1_000_000_000),
  odds: z.union([z.string().max(16), z.record(z.string().max(16), z.string().max(16))]),
  /**
   * 返点 (the spec's `point`) a norm item takes, in basis points (100 = 1 %): `odds` must then be the
   * play's odds × (1 − rebate), and the rebate × stake is credited when the bet settles. 0 if absent.
   */
  rebateBp: z.number().int().min(0).max(10_000).optional(),
});
export type BetItem = z.infer<typeof betItemSchema>;

/**
 * REST place-bet (spec §7: mode, content, game_id, game_room_id). `content` is the JSON text (or array)
 * of BetItem; `issue` defaults to the issue on sale; `idempotency_key` makes a retry a no-op.
 */
export const placeBetBodySchema = z.object({
  mode: z.union([z.string().max(16), z.number().int()]).optional(),
  content: z.union([z.string().min(1).max(20_000), z.array(betItemSchema).min(1).max(100)]),
  game_id: z.union([z.string().min(1).max(64), z.number().int()]),
  game_room_id: z.union([z.string().max(64), z.number().int()]).optional(),
  issue: z.string().max(32).optional(),
  idempotency_key: z.string().min(8).max(64).optional(),
  /** Champion-match activity the bet is placed under (its tables have the both-sides rule). */
  activeId: z.union([z.string().min(1).max(64), z.number().int()]).optional(),
});
export type PlaceBetBody = z.infer<typeof placeBetBodySchema>;

/** The receipt of an accepted bet; `hash` = SHA-256 hex of the canonical JSON of every other field. */
export const betReceiptSchema = z.strictObject({
  orderId: z.number().int(),
  gameId: z.string(),
  roomId: z.string(),
  issue: z.string(),
  items: z.array(
    z.strictObject({
      betId: z.number().int(),
      playId: z.string(),
      name: z.string(),
      selection: betItemSchema,
      odds: betItemSchema.shape.odds,
      amountFen: z.number().int(),
    }),
  ),
  totalFen: z.number().int(),
  serverTime: z.number(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BetReceipt = z.infer<typeof betReceiptSchema>;

/** POST /api/bet/order: the receipt, under `content` (what the spec's client reads) and `receipt`. */
export const placeBetResultSchema = z.strictObject({ content: betReceiptSchema, receipt: betReceiptSchema });
export type PlaceBetResult = z.infer<typeof placeBetResultSchema>;

export const cancelBetBodySchema = z.object({
  game_id: z.union([z.string().min(1).max(64), z.number().int()]),
  /** Bet order (history) id; omitted = cancel every open bet of the member in this game. */
  id: z.union([z.string().max(32), z.number().int()]).optional(),
});

/** Champion-variant room order record (spec §7): reads code 200 and data.total. */
export const roomRecordsQuerySchema = z.object({
  gameId: z.union([z.string().min(1).max(64), z.number().int()]),
  gameRoomId: z.union([z.string().max(64), z.number().int()]).optional(),
  activeId: z.union([z.string().max(64), z.number().int()]).optional(),
  /** Epoch ms after parsing (see wireTime). */
  startTime: wireTime(),
  endTime: wireTime(),
  pageNum: wireInt(1, 10_000).default(1),
  pageSize: wireInt(1, 100).default(20),
});

export const betRecordsQuerySchema = z.object({
  game_id: z.union([z.string().max(64), z.number().int()]).optional(),
  /** Epoch ms after parsing (see wireTime). */
  startTime: wireTime(),
  endTime: wireTime(),
  page: wireInt(1, 10_000).default(1),
  pageSize: wireInt(1, 100).default(20),
});

/** A bet's state on the wire: `pending` until its issue is settled. */
export const betRecordStatusSchema = z.enum(['pending', 'won', 'lost', 'push', 'refunded', 'cancelled']);
export type BetRecordStatus = z.infer<typeof betRecordStatusSchema>;

/** One bet of an order as the records answer lists it (`result.list[].items[]`). */
export const betRecordBetSchema = z.strictObject({
  id: z.number().int(),
  play_id: z.string(),
  /** The play as the member saw it, e.g. '第一球大', '和值'. */
  name: z.string(),
  /** The item as placed (numbers, 胆/拖, per-position sets) where the play name does not say it. */
  selection: z.unknown(),
  odds: betItemSchema.shape.odds,
  amountFen: z.number().int(),
  payoutFen: z.number().int(),
  status: betRecordStatusSchema,
  settledAt: z.number().nullable(),
});
export type BetRecordBet = z.infer<typeof betRecordBetSchema>;

/** One order of POST /api/bet/records `result.list[]` (and GET /api/bet/order/detail, plus `receipt`). */
export const betRecordOrderSchema = z.strictObject({
  id: z.number().int(),
  game_id: z.string(),
  /** The game's Chinese name ('' for a code the catalogue no longer lists), so a row needs no lookup. */
  game_name: z.string(),
  room_id: z.string(),
  issue: z.string(),
  status: z.enum(['open', 'cancelled', 'settled']),
  chase_id: z.number().int().nullable(),
  active_id: z.string(),
  multiple: z.number().int(),
  totalFen: z.number().int(),
  payoutFen: z.number().int(),
  placedAt: z.number(),
  receiptHash: z.string(),
  items: z.array(betRecordBetSchema),
});
export type BetRecordOrder = z.infer<typeof betRecordOrderSchema>;

/** POST|GET /api/bet/records, and GET /api/bet/room/records (there also as `data`, beside `code: 200`). */
export const betRecordsResultSchema = z.strictObject({
  list: z.array(betRecordOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BetRecordsResult = z.infer<typeof betRecordsResultSchema>;

/** GET /api/bet/order/detail: the order as it stands now and the receipt stored when it was accepted. */
export const betOrderDetailResultSchema = betRecordOrderSchema.extend({ receipt: betReceiptSchema });
export type BetOrderDetailResult = z.infer<typeof betOrderDetailResultSchema>;

/** POST /api/bet/cancel: the orders cancelled, the fen returned and the toast text. */
export const cancelBetResultSchema = z.strictObject({
  cancelled: z.array(z.number().int()),
  refundFen: z.number().int(),
  message: z.string(),
});
export type CancelBetResult = z.infer<typeof cancelBetResultSchema>;

/** GET /api/bet/order/detail. */
export const betOrderDetailQuerySchema = z.object({ id: wireId() });

/** Operator calls (x-admin-token) for a member's own bet limits: /api/admin/member-limits. */
const memberLimitFen = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null);
const everyGameId = z
  .union([z.string().max(64), z.number().int()])
  .default('')
  .transform(String);
export const memberLimitsQuerySchema = z.object({ member_id: wireId() });
/** game_id '' (or absent) = the member's limit in every game. */
export const memberLimitRowQuerySchema = z.object({ member_id: wireId(), game_id: everyGameId });
export const memberLimitSetBodySchema = z.object({
  member_id: wireId(),
  game_id: everyGameId,
  /** Fen, or null for "no limit of the member's own". */
  max_per_bet_fen: memberLimitFen,
  max_per_issue_fen: memberLimitFen,
});
export const memberLimitRowSchema = z.strictObject({
  gameCode: z.string(),
  maxPerBetFen: z.number().int().nullable(),
  maxPerIssueFen: z.number().int().nullable(),
});
/** GET and PUT answer the member's rows; DELETE adds whether a row went. */
export const memberLimitsResultSchema = z.strictObject({ list: z.array(memberLimitRowSchema) });
export const memberLimitRemoveResultSchema = memberLimitsResultSchema.extend({ removed: z.boolean() });
