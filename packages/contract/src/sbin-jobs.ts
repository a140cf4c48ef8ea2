import { z } from 'zod';
import { friendsInfoSchema } from './agent';
import { betReceiptSchema, betRecordOrderSchema, cancelBetResultSchema } from './bet';
import { chaseCancelResultSchema, chaseOrderResultSchema, chaseViewSchema } from './chase';
import { chatRoomSchema } from './chat';
import { sbinReplyOf } from './envelope';
import {
  gameBetInfoResultSchema,
  gameClassResultSchema,
  predictionCurrentSchema,
  predictionRowSchema,
  recentGameSchema,
  roomOnlineSchema,
} from './game';
import { helpQuestionSchema } from './help';
import {
  depositConfirmResultSchema,
  depositOrderViewSchema,
  payChannelSchema,
  pendingOrderCountSchema,
  usdtCheckRowSchema,
} from './payment';
import { sbinLevelRowSchema } from './promotion';
import {
  redPacketBestOddsSchema,
  redPacketCheckSchema,
  redPacketGrabResultSchema,
  redPacketViewSchema,
} from './red-packet';
import { venueAllOutResultSchema, withdrawAccountSchema } from './withdraw';

/**
 * The legacy single endpoint `POST /sbin` takes `{jkid, jkparam}` where jkparam is a JSON string.
 * This table names every job of spec §7 Style B, its parameter schema, its reply (the legacy root
 * around the job's rows, checked outside production like REST answers) and the server module that
 * serves it (the same service REST uses). A job whose module has not shipped yet answers a clear
 * "not available" refusal, never a 500.
 */
const id = z.union([z.string().max(64), z.number().int()]);
const money = z.union([z.string().max(20), z.number()]);
const page = z.union([z.string().max(10), z.number().int()]).optional();
/** A job no module serves yet: it only ever answers the "not available" refusal, so it has no rows. */
const notServed = sbinReplyOf(z.never());
/** A chase placed over /sbin: the plan and its receipts (the toast text is the reply's message). */
const chaseOrderRow = chaseOrderResultSchema.omit({ message: true });

export const sbinJobs = {
  online_list: {
    module: 'game',
    params: z.object({ id: id.optional(), gid: id.optional() }),
    reply: sbinReplyOf(roomOnlineSchema),
  },
  recent_game: { module: 'game', params: z.object({}), reply: sbinReplyOf(recentGameSchema) },
  level: { module: 'vip', params: z.object({}), reply: sbinReplyOf(sbinLevelRowSchema) },
  // `id` names the game: its chat rooms (new_room: the same rows, for the newer room-list layout).
  room: { module: 'chat', params: z.object({ id }), reply: sbinReplyOf(chatRoomSchema) },
  new_room: { module: 'chat', params: z.object({ id }), reply: sbinReplyOf(chatRoomSchema) },
  cancel_follow: {
    module: 'chase',
    params: z.object({ id, gid: id, zhid: id }),
    reply: sbinReplyOf(chaseCancelResultSchema.omit({ message: true })),
  },
  follow_history: { module: 'chase', params: z.object({ id, gid: id }), reply: sbinReplyOf(chaseViewSchema) },
  game_class: {
    module: 'game',
    params: z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3'])]) }),
    reply: sbinReplyOf(gameClassResultSchema),
  },
  chase_bet: {
    module: 'chase',
    params: z.object({ id, gid: id, content: z.string().max(20000), type: id, fromType: id.optional() }),
    reply: sbinReplyOf(chaseOrderRow),
  },
  game_info: {
    module: 'game',
    params: z.object({
      isWelcome: z.union([z.boolean(), z.number(), z.string().max(8)]).optional(),
      isNewGame: z.union([z.boolean(), z.number(), z.string().max(8)]).optional(),
      game: z.string().max(64).optional(),
      id,
      gid: id.optional(),
    }),
    reply: sbinReplyOf(gameBetInfoResultSchema),
  },
  cancel_bet: {
    module: 'bet',
    params: z.object({ id, gid: id, hid: id.optional() }),
    reply: sbinReplyOf(cancelBetResultSchema.omit({ message: true })),
  },
  bet_history: {
    module: 'bet',
    params: z.object({ id: id.optional(), gid: id.optional(), page }),
    reply: sbinReplyOf(betRecordOrderSchema),
  },
  bull_bet: {
    module: 'bet',
    params: z.object({ id, gid: id, cmd: z.string().max(20000) }),
    reply: sbinReplyOf(betReceiptSchema),
  },
  general_bet: {
    module: 'bet',
    params: z.object({ id, gid: id, cmd: z.string().max(20000) }),
    reply: sbinReplyOf(betReceiptSchema),
  },
  follow_bet: {
    module: 'chase',
    params: z.object({
      id,
      gid: id,
      betType: id,
      betMoney: money,
      times: z.union([z.number().int(), z.string().max(8)]),
      multiple: z.union([z.number().int(), z.string().max(8)]),
      isWinStop: z.union([z.boolean(), z.number(), z.string().max(8)]),
    }),
    reply: sbinReplyOf(chaseOrderRow),
  },
  prediction: {
    module: 'game',
    params: z.object({ id, gid: id }),
    reply: sbinReplyOf(predictionCurrentSchema),
  },
  prediction_list: {
    module: 'game',
    params: z.object({ id, gid: id }),
    reply: sbinReplyOf(predictionRowSchema),
  },
  redpacket_check: {
    module: 'redpacket',
    params: z.object({ id, gid: id, hid: id }),
    reply: sbinReplyOf(redPacketCheckSchema),
  },
  redpacket_open: {
    module: 'redpacket',
    params: z.object({ id, gid: id, hid: id }),
    reply: sbinReplyOf(redPacketGrabResultSchema),
  },
  redpacket_detail: {
    module: 'redpacket',
    params: z.object({ id, gid: id, hid: id }),
    reply: sbinReplyOf(redPacketViewSchema),
  },
  redpacket_results: {
    module: 'redpacket',
    params: z.object({ id, gid: id, hid: id }),
    reply: sbinReplyOf(redPacketViewSchema),
  },
  // Grab (money): `hid` names the packet, `money` (yuan) is its amount as the member saw it.
  redpacket_grab: {
    module: 'redpacket',
    params: z.object({ money, hid: id.optional(), id: id.optional(), gid: id.optional() }),
    reply: sbinReplyOf(redPacketGrabResultSchema),
  },
  action_details: { module: 'activity', params: z.object({ id, page }), reply: notServed },
  action_list: { module: 'activity', params: z.object({ id, page }), reply: notServed },
  best_odds: {
    module: 'redpacket',
    params: z.object({ id, gid: id, hbgs: id, szlhs: id }),
    reply: sbinReplyOf(redPacketBestOddsSchema),
  },
  redpacket_create: {
    module: 'redpacket',
    params: z.object({ id, gid: id, hbgs: id, szlhs: id, money, count: id }),
    reply: sbinReplyOf(redPacketViewSchema),
  },
  jdsl_bet: {
    module: 'redpacket',
    // hbgs (packet count) is Qilin's addition: the spec's Jdsl call has none (default 7).
    params: z.object({ id, gid: id, szlh: id, money, fromType: id.optional(), hbgs: id.optional() }),
    reply: sbinReplyOf(redPacketViewSchema),
  },
  usdt_check: { module: 'payment', params: z.object({}), reply: sbinReplyOf(usdtCheckRowSchema) },
  online_questions: { module: 'support', params: z.object({}), reply: sbinReplyOf(helpQuestionSchema) },
  cancel_order: { module: 'payment', params: z.object({ id }), reply: sbinReplyOf(depositOrderViewSchema) },
  /**
   * One-click transfer back moves every venue balance to the wallet, so it takes no amount: the spec's
   * `money` is not part of the job (a legacy client that sends it is not misled into a partial move —
   * the answer's movedFen says what moved).
   */
  transfer_back_all: {
    module: 'wallet',
    params: z.object({ id: id.optional(), password: z.string().max(512) }),
    reply: sbinReplyOf(venueAllOutResultSchema),
  },
  withdraw_account_list: {
    module: 'withdraw',
    params: z.object({}),
    reply: sbinReplyOf(withdrawAccountSchema),
  },
  offline_pay_list: { module: 'payment', params: z.object({}), reply: sbinReplyOf(payChannelSchema) },
  pay_order_count: {
    module: 'payment',
    params: z.object({ id: id.optional() }),
    reply: sbinReplyOf(pendingOrderCountSchema),
  },
  create_pay_order: {
    module: 'payment',
    params: z.object({ id, money, coin: z.string().max(16).optional() }),
    reply: sbinReplyOf(depositOrderViewSchema),
  },
  complete_pay_order: {
    module: 'payment',
    params: z.object({ id }),
    reply: sbinReplyOf(depositConfirmResultSchema),
  },
  /** The member's invite standing (邀请好友): one row, as GET /api/friends/info answers it. */
  promotion: { module: 'agent', params: z.object({}), reply: sbinReplyOf(friendsInfoSchema) },
} as const satisfies Record<string, { module: string; params: z.ZodType; reply: z.ZodType }>;

export type SbinJobId = keyof typeof sbinJobs;
export const SBIN_JOB_IDS = Object.keys(sbinJobs) as SbinJobId[];

/**
 * Every job's reply, each described by its jkid: what `/sbin` answers, for the OpenAPI document (the
 * route itself checks a reply against its own job's schema, `sbinJobs[jkid].reply`).
 */
export const sbinJobRepliesSchema = z.union(
  SBIN_JOB_IDS.map((jkid): z.ZodType => sbinJobs[jkid].reply.describe(`jkid ${jkid}`)),
);

export const sbinRequestSchema = z.object({
  jkid: z.string().min(1).max(64),
  jkparam: z
    .string()
    .max(64 * 1024)
    .optional(),
});

export function isSbinJobId(jkid: string): jkid is SbinJobId {
  return Object.hasOwn(sbinJobs, jkid);
}
