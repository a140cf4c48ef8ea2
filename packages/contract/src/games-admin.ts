import { z } from 'zod';
import { wireId, wireInt } from './wire-number';

/**
 * The console's games area (server: apps/server/src/modules/game, game.admin-routes.ts): the catalogue,
 * each game's issues and epochs, and voiding an issue (two-person, with a reason; every open bet and
 * chase item of the issue is refunded through the ledger). Responses are the `result` of the envelope.
 */

export const ISSUE_STATES = ['PENDING', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID'] as const;
export type AdminIssueState = (typeof ISSUE_STATES)[number];

export const GamesAdminMessages = {
  issueNotVoidable: '该期已开奖或尚未开售，不能作废',
  voidReasonRequired: '请填写作废原因（至少 4 个字）',
} as const;

/** The void_reason an operator's void stores (and members see): the cause the operators wrote. */
export const operatorVoidReason = (reason: string): string => `人工作废：${reason}`;

const gameIdSchema = z.string().trim().min(1).max(64);

/** GET /api/admin/games: every game of the catalogue, scheduled (self-drawn) or not. */
export const adminGameSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  class_type: z.number().int(),
  game_type: z.string(),
  /** Self-drawn on a schedule (it has issues and epochs). */
  scheduled: z.boolean(),
  period_sec: z.number().int().nullable(),
  close_sec: z.number().int().nullable(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamesResultSchema = z.strictObject({ list: z.array(adminGameSchema) });

export const adminIssuesQuerySchema = z.object({
  game_id: gameIdSchema,
  state: z.enum(ISSUE_STATES).optional(),
  page: wireInt(1, 100_000).default(1),
  size: wireInt(1, 100).default(20),
});

/**
 * One issue as the console shows it. `commitment` only once it is public (the issue before it revealed),
 * `seed` and `result` only once the issue is revealed (drawn, settled or voided) — game-rules A1.
 */
export const adminIssueSchema = z.strictObject({
  id: z.number().int(),
  game_id: z.string(),
  issue: z.string(),
  state: z.enum(ISSUE_STATES),
  open_at: z.number(),
  close_at: z.number(),
  draw_at: z.number(),
  chain_epoch: z.number().int(),
  chain_index: z.number().int(),
  commitment: z.string().nullable(),
  seed: z.string().nullable(),
  beacon_round: z.number().int().nullable(),
  result: z.unknown(),
  void_reason: z.string().nullable(),
  bets: z.number().int(),
  stake_fen: z.number().int(),
  payout_fen: z.number().int(),
});
export type AdminIssue = z.infer<typeof adminIssueSchema>;
export const adminIssuesResultSchema = z.strictObject({
  list: z.array(adminIssueSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AdminIssuesResult = z.infer<typeof adminIssuesResultSchema>;

export const adminEpochsQuerySchema = z.object({ game_id: gameIdSchema });
export const adminEpochSchema = z.strictObject({
  epoch: z.number().int(),
  terminal_hash: z.string(),
  chain_length: z.number().int(),
  announced_at: z.number(),
  first_issue: z.string().nullable(),
  active_from: z.number().nullable(),
  state: z.enum(['announced', 'active', 'retired']),
});
export type AdminEpoch = z.infer<typeof adminEpochSchema>;
export const adminEpochsResultSchema = z.strictObject({ list: z.array(adminEpochSchema) });

export const issueVoidParamsSchema = z.object({ id: wireId() });
export const issueVoidBodySchema = z.object({
  reason: z.string().trim().min(4, GamesAdminMessages.voidReasonRequired).max(200),
});
/** The voided issue and what its void refunded (bets and fen; 0 when another call voided it first). */
export const issueVoidResultSchema = z.strictObject({
  issue: adminIssueSchema,
  refunded_bets: z.number().int(),
  refunded_fen: z.number().int(),
});
export type IssueVoidResult = z.infer<typeof issueVoidResultSchema>;
