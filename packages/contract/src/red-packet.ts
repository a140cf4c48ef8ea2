import { z } from 'zod';
import { ErrorCode } from './error-codes';

/**
 * Red packets (红包扫雷, type-3 games; game-rules A3 and B §12). Spec fields: `hbgs` packet count,
 * `szlhs` mine digits of a multi-mine packet (their number is what best odds is indexed by), `szlh`
 * the single mine digit of a classic (Jdsl) packet, `money` yuan, `hid` the packet id.
 * Wire amounts in answers are integer fen (`*Fen`); bodies give `money` as yuan or `amount_fen`.
 */

/** The red-packet refusals by their short names (views of ErrorCode; a short balance answers ErrorCode.InsufficientBalance). */
export const RedPacketErrorCode = {
  NotFound: ErrorCode.RedPacketNotFound,
  Finished: ErrorCode.RedPacketFinished,
  Expired: ErrorCode.RedPacketExpired,
  OwnPacket: ErrorCode.RedPacketOwn,
  AlreadyGrabbed: ErrorCode.RedPacketAlreadyGrabbed,
  InvalidTerms: ErrorCode.RedPacketInvalidTerms,
  MoneyMismatch: ErrorCode.RedPacketMoneyMismatch,
} as const;

/** Chinese texts of the red-packet refusals and notices (no spec wording exists for them). */
export const RedPacketMessages = {
  notFound: '红包不存在',
  finished: '手慢了，红包已被抢完',
  expired: '红包已过期',
  ownPacket: '不能抢自己发的红包',
  alreadyGrabbed: '您已经抢过这个红包了',
  moneyMismatch: '红包金额不符，请刷新后重试',
  /** The catalogue's default for a refused packet's terms (each refusal names its own rule). */
  termsInvalid: '红包参数有误',
  countRange: (min: number, max: number) => `红包个数须为${min}-${max}个`,
  minesRange: (max: number) => `雷号须为1-${max}个不重复的数字（0-9），且不多于红包个数`,
  singleMine: '经典扫雷只能选择1个雷号（0-9）',
  moneyRange: (minYuan: string, maxYuan: string) => `红包金额须在${minYuan}-${maxYuan}元之间`,
  moneyFormat: '红包金额须为数字，最多两位小数',
  countMismatch: '雷号个数与所选雷号不一致',
  /**
   * A grab the grabber cannot cover. Starts with Messages.insufficientBalance so the client's
   * insufficient-balance popup recognises it; the rest says how much is reserved and why.
   */
  liabilityShort: (insufficient: string, liabilityYuan: string, totalYuan: string, rate: string) =>
    `${insufficient}抢此红包需冻结${liabilityYuan}元（红包金额${totalYuan}元 × ${rate}倍赔付），红包结算后解冻`,
  createSuccess: '红包已发出',
  grabSuccess: '抢红包成功',
} as const;

const code = z.union([
  z.string().trim().min(1).max(64),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
]);
/** A small integer given as a number or as digits. */
const intLike = z.union([
  z.number().int().min(0).max(10_000),
  z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, '须为整数')
    .transform(Number),
]);
const positiveId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, '须为正整数')
    .transform(Number),
]);
const yuan = z.union([z.string().trim().max(20), z.number().nonnegative().max(1e12)]);
/** Mine digits as "1,3", "13", 13 or [1, 3]; the server parses them (domain parseMineDigits). */
const mines = z.union([
  z.string().max(40),
  z.number().int().min(0).max(9_999_999_999),
  z.array(z.union([z.number().int(), z.string().max(2)])).max(10),
]);
const clientKey = z.string().trim().min(8).max(64).optional();

const amount = {
  /** Yuan, at most two decimals. */
  money: yuan.optional(),
  amount_fen: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
};

/** Multi-mine create (spec §7: id, gid, hbgs, szlhs, money, count): `count` = how many mine digits. */
export const redPacketCreateBodySchema = z.object({
  game_id: code.optional(),
  game_room_id: code.optional(),
  hbgs: intLike,
  szlhs: mines,
  count: intLike.optional(),
  ...amount,
  idempotency_key: clientKey,
});
export type RedPacketCreateBody = z.infer<typeof redPacketCreateBodySchema>;

/** Classic single mine, Jdsl (spec §7: id, gid, szlh, money, fromType); `hbgs` defaults to 7. */
export const redPacketJdslBodySchema = z.object({
  game_id: code.optional(),
  game_room_id: code.optional(),
  szlh: mines,
  hbgs: intLike.optional(),
  fromType: code.optional(),
  ...amount,
  idempotency_key: clientKey,
});
export type RedPacketJdslBody = z.infer<typeof redPacketJdslBodySchema>;

/** Grab (open) one packet; `money` (yuan), when given, must be the packet's amount as shown. */
export const redPacketGrabBodySchema = z.object({ hid: positiveId, money: yuan.optional() });
export const redPacketIdQuerySchema = z.object({ hid: positiveId });
export const redPacketListQuerySchema = z.object({
  game_id: code.optional(),
  game_room_id: code.optional(),
  limit: intLike.pipe(z.number().min(1).max(50)).optional(),
});
export const redPacketBestOddsQuerySchema = z.object({ hbgs: intLike, szlhs: intLike });

export const redPacketStateSchema = z.enum(['open', 'settled']);
export type RedPacketState = z.infer<typeof redPacketStateSchema>;
export const redPacketVariantSchema = z.enum(['classic', 'multi']);
export type RedPacketVariant = z.infer<typeof redPacketVariantSchema>;

export const redPacketGrabViewSchema = z.object({
  /** 0-based position in the split (= grab order). */
  seq: z.number().int(),
  nickname: z.string(),
  /**
   * The caller's own grab always; another member's only once the packet settled (null while it is
   * open: with the others' amounts the last grabber would know the last part, game-rules A1).
   */
  amountFen: z.number().int().nullable(),
  /** Set once the packet settled: whether this grab hit the mine (multi-mine knows only then). */
  hitMine: z.boolean().nullable(),
  /** What this grabber paid the sender (0 unless hitMine). */
  paidFen: z.number().int(),
  /** True for the caller's own grab. */
  self: z.boolean(),
});
export type RedPacketGrabView = z.infer<typeof redPacketGrabViewSchema>;

export const redPacketSettlementViewSchema = z.object({
  reason: z.enum(['emptied', 'expired']),
  exploded: z.boolean(),
  minesWonFen: z.number().int(),
  houseFen: z.number().int(),
  /** Mine winnings after the house cut plus the unclaimed refund. */
  senderCreditFen: z.number().int(),
  unclaimedFen: z.number().int(),
  settledAt: z.number().int(),
});
export type RedPacketSettlementView = z.infer<typeof redPacketSettlementViewSchema>;

/**
 * A packet as one member may see it. While it is open it tells counts, never amounts beyond the
 * caller's own part: no other grab's amount, no sum grabbed, no remainder, no seed (only its hash).
 * Once settled everything is revealed so anyone can verify the split.
 */
export const redPacketViewSchema = z.object({
  hid: z.number().int(),
  gameId: z.string(),
  roomId: z.string(),
  variant: redPacketVariantSchema,
  sender: z.string(),
  /** True when the caller sent it. */
  own: z.boolean(),
  totalFen: z.number().int(),
  count: z.number().int(),
  mineDigits: z.array(z.number().int()),
  rate: z.string(),
  liabilityFen: z.number().int(),
  grabbedCount: z.number().int(),
  /** Sum of the grabbed parts once settled; null while open (total − it would be what is left). */
  grabbedFen: z.number().int().nullable(),
  state: redPacketStateSchema,
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  serverTime: z.number().int(),
  /** SHA-256 of the split seed, shown from creation. */
  commitment: z.string(),
  /** Revealed when the packet settles; null before. */
  seed: z.string().nullable(),
  /** The whole split in grab order, revealed with the seed. */
  partsFen: z.array(z.number().int()).nullable(),
  grabs: z.array(redPacketGrabViewSchema),
  settlement: redPacketSettlementViewSchema.nullable(),
});
export type RedPacketView = z.infer<typeof redPacketViewSchema>;

export const redPacketCheckSchema = z.object({
  hid: z.number().int(),
  state: redPacketStateSchema,
  canGrab: z.boolean(),
  /** Why not, as the refusal a grab would answer. */
  reason: z.string().nullable(),
  liabilityFen: z.number().int(),
  rate: z.string(),
  grabbedCount: z.number().int(),
  count: z.number().int(),
  expiresAt: z.number().int(),
  serverTime: z.number().int(),
});
export type RedPacketCheck = z.infer<typeof redPacketCheckSchema>;

export const redPacketGrabResultSchema = z.object({
  hid: z.number().int(),
  seq: z.number().int(),
  /** The grabber's own part (they hold it); `packet` is the view as the grabber may see it. */
  amountFen: z.number().int(),
  liabilityFen: z.number().int(),
  packet: redPacketViewSchema,
});
export type RedPacketGrabResult = z.infer<typeof redPacketGrabResultSchema>;

export const redPacketRulesSchema = z.object({
  minCount: z.number().int(),
  maxCount: z.number().int(),
  defaultCount: z.number().int(),
  maxMines: z.number().int(),
  minFen: z.number().int(),
  maxFen: z.number().int(),
  expirySec: z.number().int(),
  houseCutBp: z.number().int(),
});
export type RedPacketRules = z.infer<typeof redPacketRulesSchema>;

export const redPacketListSchema = z.object({
  list: z.array(redPacketViewSchema),
  rules: redPacketRulesSchema,
  serverTime: z.number().int(),
});
export type RedPacketList = z.infer<typeof redPacketListSchema>;

export const redPacketBestOddsSchema = z.object({
  hbgs: z.number().int(),
  szlhs: z.number().int(),
  rate: z.string(),
  rateBp: z.number().int(),
});
export type RedPacketBestOdds = z.infer<typeof redPacketBestOddsSchema>;
