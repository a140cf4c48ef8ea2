import type { LimitKey } from '@qilin/domain';
import { z } from 'zod';
import { wireId, wireInt } from './wire-number';

/**
 * Player protection (理性投注): the member's own limits, time-outs and self-exclusions, the operator's
 * exclusion, the statement of net results. Server: apps/server/src/modules/protection.
 */

export const PROTECTION_LIMIT_KEYS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'stake_day',
  'stake_week',
  'stake_month',
  'single_bet',
  'session_minutes',
] as const;
export type ProtectionLimitKey = (typeof PROTECTION_LIMIT_KEYS)[number];
// The wire's keys are the domain's rules' keys (the build fails when one side gains a key the other lacks).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const limitKeysMatchDomain: Same<ProtectionLimitKey, LimitKey> = true;
void limitKeysMatchDomain;

export const PROTECTION_BREAK_LENGTHS = ['24h', '7d', '30d', '6w', '6m', '1y', '5y'] as const;
export type ProtectionBreakLength = (typeof PROTECTION_BREAK_LENGTHS)[number];
export const PROTECTION_BREAK_KINDS = ['timeout', 'self_exclusion', 'operator_exclusion'] as const;
export type ProtectionBreakKind = (typeof PROTECTION_BREAK_KINDS)[number];
export const PROTECTION_PERIODS = ['day', 'week', 'month'] as const;

/** What each limit is called in a refusal and on the screen. */
export const ProtectionLimitLabels: { readonly [K in ProtectionLimitKey]: string } = {
  deposit_day: '每日存款限额',
  deposit_week: '每周存款限额',
  deposit_month: '每月存款限额',
  loss_day: '每日亏损限额',
  loss_week: '每周亏损限额',
  loss_month: '每月亏损限额',
  stake_day: '每日投注限额',
  stake_week: '每周投注限额',
  stake_month: '每月投注限额',
  single_bet: '单注限额',
  session_minutes: '单次游戏时长',
};

export const ProtectionBreakLabels: { readonly [K in ProtectionBreakKind]: string } = {
  timeout: '冷静期',
  self_exclusion: '自我禁止期',
  operator_exclusion: '平台限制期',
};

/** What a break stops, as the refusal names it. */
export const ProtectionActionLabels = {
  bet: '投注',
  chase: '追号',
  red_packet_send: '发红包',
  red_packet_grab: '抢红包',
  deposit: '充值',
  venue_transfer: '转入场馆',
  gift_claim: '领取礼金',
} as const;
export type ProtectionActionKey = keyof typeof ProtectionActionLabels;

export const ProtectionMessages = {
  limitReached: '已达到您设置的限额',
  /** `resetsAt`: 'YYYY-MM-DD HH:mm' on the Asia/Shanghai clock. */
  limitReachedUntil: (label: string, yuan: string, resetsAt: string) =>
    `已达到您设置的${label}（${yuan}元），将于${resetsAt}重置`,
  singleBetLimit: (yuan: string) => `单注金额超过您设置的单注限额（${yuan}元）`,
  breakActive: '您正处于暂停期，暂不能进行此操作',
  breakActiveUntil: (breakLabel: string, endsAt: string, action: string) =>
    `您正处于${breakLabel}，至${endsAt}结束，期间不能${action}`,
  coolingOff: '提高或取消限额需等待 24 小时冷静期后再确认',
  coolingOffUntil: (dueAt: string) => `提高或取消限额需等待冷静期，请于${dueAt}后再确认`,
  nothingPending: '没有待确认的限额变更',
  liftRefused: '自我禁止期和冷静期不能提前解除',
  alreadyOnBreak: '您已处于暂停期，期满前不能再次设置',
  idNumberInvalid: '身份证号码有误',
  minor: '未满 18 周岁不能绑定实名',
  adultRequired: '请确认您已年满 18 周岁',
  /** The register form's checkbox (the member must tick it). */
  adultDeclaration: '我已年满 18 周岁，并同意理性投注',
  realNameRequired: '充值前请先完成实名认证',
  sessionOver: '已达到您设置的单次游戏时长',
  /** `minutes`: the limit; `againAt`: 'YYYY-MM-DD HH:mm' from when a new login starts a new session. */
  sessionOverUntil: (minutes: number, againAt: string) =>
    `已达到您设置的单次游戏时长（${minutes}分钟），请休息片刻，${againAt}后重新登录即可继续`,
} as const;

/** Limits in fen, the session length in minutes; null removes the limit (after a cooling-off). */
export const protectionLimitSetBodySchema = z
  .object({
    key: z.enum(PROTECTION_LIMIT_KEYS, { error: 'key 不是可设置的限额' }),
    value: wireInt(0, 10_000_000_000).nullable(),
  })
  .strict()
  .refine((b) => b.key !== 'session_minutes' || b.value === null || (b.value >= 1 && b.value <= 1440), {
    message: '单次游戏时长须为 1–1440 分钟',
  });

export const protectionLimitConfirmBodySchema = z
  .object({ key: z.enum(PROTECTION_LIMIT_KEYS, { error: 'key 不是可设置的限额' }) })
  .strict();

export const protectionBreakBodySchema = z
  .object({
    length: z.enum(PROTECTION_BREAK_LENGTHS, { error: 'length 须为 24h、7d、30d、6w、6m、1y 或 5y' }),
  })
  .strict();

const limitViewSchema = z.object({
  key: z.enum(PROTECTION_LIMIT_KEYS),
  value: z.number().int().nullable(),
  pending: z.object({ value: z.number().int().nullable(), due_at: z.number().int() }).nullable(),
});

const breakViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROTECTION_BREAK_KINDS),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  lifted_at: z.number().int().nullable(),
});

const usageSchema = z.object({
  deposit_fen: z.number().int(),
  stake_fen: z.number().int(),
  return_fen: z.number().int(),
  /** Returns less stakes: above zero a win, below a loss. */
  net_fen: z.number().int(),
});

/** GET /api/protection/status (and the answer of every member write). */
export const protectionStatusSchema = z.object({
  limits: z.array(limitViewSchema),
  break: breakViewSchema.nullable(),
  usage: z.object({ day: usageSchema, week: usageSchema, month: usageSchema }),
  server_time: z.number().int(),
});
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

export const protectionStatementQuerySchema = z.object({
  period: z.enum(PROTECTION_PERIODS, { error: 'period 须为 day、week 或 month' }).default('day'),
  count: wireInt(1, 92).default(30),
});

/** GET /api/protection/statement: net result per period, newest first. */
export const protectionStatementSchema = z.object({
  period: z.enum(PROTECTION_PERIODS),
  list: z.array(usageSchema.extend({ starts_at: z.number().int(), ends_at: z.number().int() })),
});

export const protectionExportQuerySchema = z.object({
  /** Days back from today (Asia/Shanghai), at most a year. */
  days: wireInt(1, 366).default(90),
});

/** Operator views. */
export const protectionMemberParamsSchema = z.object({ memberId: wireId() });
/** A break as operators see it: who set it (`operator_id` null: the member) and the operator's reason. */
export const protectionAdminBreakSchema = breakViewSchema.extend({
  operator_id: z.number().int().nullable(),
  reason: z.string(),
});
export type ProtectionAdminBreak = z.infer<typeof protectionAdminBreakSchema>;
export const protectionAdminViewSchema = protectionStatusSchema.extend({
  member_id: z.number().int(),
  /** Every break, ever (never deleted), the latest end first. */
  breaks: z.array(protectionAdminBreakSchema),
});
export type ProtectionAdminView = z.infer<typeof protectionAdminViewSchema>;
/**
 * The members list's protection column: the break in force (if any) and whether any limit is set. It
 * rides in the member summary, so its instant is ISO text like the rest of the members area.
 */
export const memberProtectionStateSchema = z.object({
  break_kind: z.enum(PROTECTION_BREAK_KINDS).nullable(),
  break_ends_at: z.string().nullable(),
  has_limits: z.boolean(),
});
export type MemberProtectionState = z.infer<typeof memberProtectionStateSchema>;
export const protectionExclusionBodySchema = z
  .object({
    days: wireInt(1, 36_500),
    reason: z.string().trim().min(1, '请填写原因').max(200),
  })
  .strict();
export const protectionLiftBodySchema = z.object({ break_id: wireId() }).strict();

/** The history export's header and the names of its transfer types (others show their code). */
export const ProtectionCsv = {
  header: '时间,类型,金额(元),余额(元)',
  types: {
    deposit: '充值',
    withdrawal: '提现',
    bet_stake: '投注',
    bet_cancel: '撤单',
    bet_refund: '退款',
    bet_payout: '派奖',
    hold_release: '解冻',
    bet_rebate: '返点',
    venue_in: '转入场馆',
    venue_out: '场馆转出',
    red_packet_send: '发红包',
    red_packet_refund: '红包退回',
    red_packet_liability: '抢红包冻结',
    red_packet_release: '红包冻结返还',
    red_packet_grab: '抢红包',
    red_packet_mine_win: '红包中雷收入',
  } as Readonly<Record<string, string>>,
} as const;

export const protectionPaths = {
  status: '/api/protection/status',
  limits: '/api/protection/limits',
  confirm: '/api/protection/limits/confirm',
  break: '/api/protection/break',
  statement: '/api/protection/statement',
  export: '/api/protection/history.csv',
} as const;
