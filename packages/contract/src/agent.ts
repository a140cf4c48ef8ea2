import { z } from 'zod';
import { pageResultSchema } from './activity';
import { pageQuerySchema } from './payment';
import { wireId, wireInt } from './wire-number';

/**
 * Invite friends and the agent area (spec §2 /promotionFriends, /promotion/*; §3 invite plan; §7
 * `friends/*`, `agent/*`). Server: apps/server/src/modules/agent. Amounts are integer fen, rates basis
 * points (100 bp = 1 %).
 */

export const AgentMessages = {
  notAnAgent: '您还不是代理，无法访问代理中心',
  notInYourLine: '该会员不是您的下级',
  inviteLinkNotFound: '邀请链接不存在',
  inviteLinkLimit: '邀请链接数量已达上限',
  agentWalletShort: '代理钱包余额不足',
  planInvalid: '方案设置有误',
  planNotFound: '方案不存在',
  alreadyAgent: '该会员已是代理',
  /** Followed by the allowed range, e.g. '1.00~50000.00'. */
  rechargeSubordinateLimit: '单笔代充金额限制',
  rechargeSubordinateDone: '代充成功',
  /** /promotionFriends and /promotion/welcome. */
  inviteTitle: '邀请好友',
  welcomeTitle: '欢迎加入代理',
} as const;

/** The spec's quick date ranges (§9 date pickers): today, yesterday, 7, 30 and 35 days. */
export const AGENT_DATE_RANGES = ['today', 'yesterday', '7d', '30d', '35d'] as const;
export type AgentDateRange = (typeof AGENT_DATE_RANGES)[number];

const rangeQuery = { range: z.enum(AGENT_DATE_RANGES).default('today') };

/** One invite link (邀请链接): its code, what it grants (1 member, 2 agent), the plan it carries. */
export const inviteLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  linkType: z.number().int(),
  planId: z.number().int().nullable(),
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;
export const inviteListResultSchema = z.object({ list: z.array(inviteLinkSchema) });

/** POST /api/agent/invite/generate: linkType 2 (an agent link) only for agents. */
export const inviteGenerateBodySchema = z.object({ linkType: wireInt(1, 2).default(1) });
/** DELETE /api/agent/invite/list?id= */
export const inviteDeleteQuerySchema = z.object({ id: wireId() });

/** Spec §3 invite plan: planId, name, betCommission items with scale and scaleDiff (bp). */
export const invitePlanSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  betCommission: z.array(z.object({ scale: z.number().int(), scaleDiff: z.number().int() })),
  profitRateBp: z.number().int(),
});
export type InvitePlanView = z.infer<typeof invitePlanSchema>;
export const invitePlanQuerySchema = z.object({ linkType: wireInt(1, 2).default(1) });
export const invitePlanResultSchema = invitePlanSchema.nullable();

/** GET /api/friends/info: the member's own code and standing. */
export const friendsInfoSchema = z.object({
  inviteCode: z.string(),
  friendCount: z.number().int(),
  isAgent: z.boolean(),
  /** The member's own rate as an agent (bp); 0 for members. */
  rateBp: z.number().int(),
  invitedBy: z.boolean(),
});
export type FriendsInfo = z.infer<typeof friendsInfoSchema>;

export const friendRowSchema = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  registeredAt: z.string(),
  isAgent: z.boolean(),
});
export type FriendRow = z.infer<typeof friendRowSchema>;
export const friendsListQuerySchema = pageQuerySchema;
export const friendsListResultSchema = pageResultSchema(friendRowSchema);

/** Totals over a date range (friends/statisticians, agent/sub_statisticians). */
export const teamStatsSchema = z.object({
  memberCount: z.number().int(),
  newMembers: z.number().int(),
  bettors: z.number().int(),
  stakeFen: z.number().int(),
  payoutFen: z.number().int(),
  depositFen: z.number().int(),
  withdrawalFen: z.number().int(),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;
export const statsQuerySchema = z.object(rangeQuery);

/** One subordinate's figures over a range (friends/sub_report, agent/sub_reports, agent/sub_bet_records). */
export const subReportRowSchema = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  depth: z.number().int(),
  betCount: z.number().int(),
  stakeFen: z.number().int(),
  payoutFen: z.number().int(),
  depositFen: z.number().int(),
  withdrawalFen: z.number().int(),
});
export type SubReportRow = z.infer<typeof subReportRowSchema>;
export const subReportQuerySchema = pageQuerySchema.extend(rangeQuery);
export const subReportResultSchema = pageResultSchema(subReportRowSchema);

/** GET /api/agent/subordinates: the whole line (any depth), or one level of it. */
export const subordinateRowSchema = friendRowSchema.extend({
  depth: z.number().int(),
  inviterId: z.number().int().nullable(),
});
export type SubordinateRow = z.infer<typeof subordinateRowSchema>;
export const subordinatesQuerySchema = pageQuerySchema.extend({ depth: wireInt(1, 100).optional() });
export const subordinatesResultSchema = pageResultSchema(subordinateRowSchema);

/** GET /api/agent/sub_info?memberId= (one member of the agent's own line). */
export const subInfoQuerySchema = z.object({ memberId: wireId() });
export const subInfoSchema = subordinateRowSchema;

export const agentWalletSchema = z.object({ balanceFen: z.number().int() });
export const agentWalletRowSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  amountFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
});
export const agentWalletHistoryResultSchema = pageResultSchema(agentWalletRowSchema);

/** POST /api/agent/wallet/transfer: agent wallet → main wallet; a retry with the same key is a no-op. */
export const agentWalletTransferBodySchema = z.object({
  amountFen: wireInt(1, 1_000_000_000_00),
  idempotency_key: z.string().min(8).max(64),
});
export const agentWalletTransferResultSchema = z.object({
  balanceFen: z.number().int(),
  replayed: z.boolean(),
});

/** Per recharge of a subordinate (spec §7 `agent/wallet/recharge_subordinate`): 1 元 to 50 000 元. */
export const RECHARGE_SUBORDINATE_MIN_FEN = 100;
export const RECHARGE_SUBORDINATE_MAX_FEN = 5_000_000;

/**
 * POST /api/agent/wallet/recharge_subordinate: agent wallet → a direct or indirect subordinate's main
 * wallet. The fund password travels sealed only (`secpwd_enc`); a retry with the same key is a no-op.
 */
export const rechargeSubordinateBodySchema = z.object({
  memberId: wireId(),
  amountFen: wireInt(1, 1_000_000_000_00),
  secpwd: z.string().max(128).optional(),
  secpwd_enc: z.string().max(1024).optional(),
  idempotency_key: z.string().min(8).max(64),
});
export const rechargeSubordinateResultSchema = z.object({
  /** The agent wallet after the move. */
  balanceFen: z.number().int(),
  memberId: z.number().int(),
  amountFen: z.number().int(),
  replayed: z.boolean(),
});

/** One commission statement: one agent, one period. */
export const commissionStatementSchema = z.object({
  kind: z.enum(['bet', 'profit']),
  periodKey: z.string(),
  baseFen: z.number().int(),
  commissionFen: z.number().int(),
  carryOutFen: z.number().int(),
  createdAt: z.string(),
});
export type CommissionStatement = z.infer<typeof commissionStatementSchema>;
export const commissionStatementsResultSchema = pageResultSchema(commissionStatementSchema);

// Console (/api/admin/agents)
export const adminAgentRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  planId: z.number().int().nullable(),
  level: z.number().int(),
  rateBp: z.number().int(),
  descendants: z.number().int(),
  agentSince: z.string().nullable(),
});
export const adminAgentsResultSchema = pageResultSchema(adminAgentRowSchema);
export const adminAgentParamsSchema = z.object({ memberId: wireId() });
export const adminMakeAgentBodySchema = z.object({ planId: wireId().optional() });
export const adminPlansResultSchema = z.object({ list: z.array(invitePlanSchema) });
export const adminCommissionRunBodySchema = z.object({
  /** 'bet' (default): a day's bet commission; 'profit': a week's profit (negative-GGR) commission. */
  kind: z.enum(['bet', 'profit']).optional(),
  /** Bet: the Asia/Shanghai day, 'YYYYMMDD' (default yesterday); profit: 'W' + the week's Monday (default last week). */
  periodKey: z
    .string()
    .regex(/^W?\d{8}$/)
    .optional(),
});
export const adminCommissionRunResultSchema = z.object({
  periodKey: z.string(),
  agentsPaid: z.number().int(),
  commissionFen: z.number().int(),
  alreadyDone: z.boolean(),
});
