import { z } from 'zod';

/**
 * The legacy single endpoint `POST /sbin` takes `{jkid, jkparam}` where jkparam is a JSON string.
 * This table names every job of spec §7 Style B, its parameter schema and the server module that
 * serves it (the same service REST uses). A job whose module has not shipped yet answers a clear
 * "not available" refusal, never a 500.
 */
const id = z.union([z.string().max(64), z.number().int()]);
const money = z.union([z.string().max(20), z.number()]);
const page = z.union([z.string().max(10), z.number().int()]).optional();

export const sbinJobs = {
  online_list: { module: 'game', params: z.object({ id: id.optional(), gid: id.optional() }) },
  recent_game: { module: 'game', params: z.object({}) },
  level: { module: 'member', params: z.object({}) },
  room: { module: 'game', params: z.object({ id }) },
  new_room: { module: 'game', params: z.object({ id }) },
  cancel_follow: { module: 'chase', params: z.object({ id, gid: id, zhid: id }) },
  follow_history: { module: 'chase', params: z.object({ id, gid: id }) },
  game_class: {
    module: 'game',
    params: z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3'])]) }),
  },
  chase_bet: {
    module: 'chase',
    params: z.object({ id, gid: id, content: z.string().max(20000), type: id, fromType: id.optional() }),
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
  },
  cancel_bet: { module: 'bet', params: z.object({ id, gid: id, hid: id.optional() }) },
  bet_history: { module: 'bet', params: z.object({ id: id.optional(), gid: id.optional(), page }) },
  bull_bet: { module: 'bet', params: z.object({ id, gid: id, cmd: z.string().max(20000) }) },
  general_bet: { module: 'bet', params: z.object({ id, gid: id, cmd: z.string().max(20000) }) },
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
  },
  prediction: { module: 'game', params: z.object({ id, gid: id }) },
  prediction_list: { module: 'game', params: z.object({ id, gid: id }) },
  redpacket_check: { module: 'redpacket', params: z.object({ id, gid: id, hid: id }) },
  redpacket_open: { module: 'redpacket', params: z.object({ id, gid: id, hid: id }) },
  redpacket_detail: { module: 'redpacket', params: z.object({ id, gid: id, hid: id }) },
  redpacket_results: { module: 'redpacket', params: z.object({ id, gid: id, hid: id }) },
  // Grab (money): `hid` names the packet, `money` (yuan) is its amount as the member saw it.
  redpacket_grab: {
    module: 'redpacket',
    params: z.object({ money, hid: id.optional(), id: id.optional(), gid: id.optional() }),
  },
  action_details: { module: 'activity', params: z.object({ id, page }) },
  action_list: { module: 'activity', params: z.object({ id, page }) },
  best_odds: { module: 'redpacket', params: z.object({ id, gid: id, hbgs: id, szlhs: id }) },
  redpacket_create: {
    module: 'redpacket',
    params: z.object({ id, gid: id, hbgs: id, szlhs: id, money, count: id }),
  },
  jdsl_bet: {
    module: 'redpacket',
    // hbgs (packet count) is Qilin's addition: the spec's Jdsl call has none (default 7).
    params: z.object({ id, gid: id, szlh: id, money, fromType: id.optional(), hbgs: id.optional() }),
  },
  usdt_check: { module: 'payment', params: z.object({}) },
  online_questions: { module: 'support', params: z.object({}) },
  cancel_order: { module: 'payment', params: z.object({ id }) },
  /**
   * One-click transfer back moves every venue balance to the wallet, so it takes no amount: the spec's
   * `money` is not part of the job (a legacy client that sends it is not misled into a partial move —
   * the answer's movedFen says what moved).
   */
  transfer_back_all: {
    module: 'wallet',
    params: z.object({ id: id.optional(), password: z.string().max(512) }),
  },
  withdraw_account_list: { module: 'withdraw', params: z.object({}) },
  offline_pay_list: { module: 'payment', params: z.object({}) },
  pay_order_count: { module: 'payment', params: z.object({ id: id.optional() }) },
  create_pay_order: {
    module: 'payment',
    params: z.object({ id, money, coin: z.string().max(16).optional() }),
  },
  complete_pay_order: { module: 'payment', params: z.object({ id }) },
  promotion: { module: 'promotion', params: z.object({}) },
} as const satisfies Record<string, { module: string; params: z.ZodType }>;

export type SbinJobId = keyof typeof sbinJobs;
export const SBIN_JOB_IDS = Object.keys(sbinJobs) as SbinJobId[];

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
