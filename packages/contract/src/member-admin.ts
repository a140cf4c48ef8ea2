import { z } from 'zod';
import { depositOrderRowSchema } from './payment';
import { memberProtectionStateSchema } from './protection';
import { wireId, wireInt } from './wire-number';

/**
 * The console's members area (server: apps/server/src/modules/member-desk): search, a member's profile
 * and the pages of their history, freeze / unfreeze, and the manual balance adjustment.
 */

/** Instants on the operator wire are ISO-8601 strings. */
const instant = z.string();

export const memberIdParams = z.object({ memberId: wireId() });

export const memberSearchQuery = z.object({
  /** A username (prefix), a phone number or a member id; empty lists the newest members. */
  q: z.string().trim().max(64).default(''),
  page: wireInt(1, 10_000).default(1),
  page_size: wireInt(1, 100).default(20),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const memberPageQuery = z.object({
  page: wireInt(1, 10_000).default(1),
  page_size: wireInt(1, 100).default(20),
});
export type MemberPageQuery = z.infer<typeof memberPageQuery>;

export const memberFreezeStateSchema = z.object({
  frozen: z.boolean(),
  reason: z.string(),
  frozen_at: instant.nullable(),
});
export type MemberFreezeState = z.infer<typeof memberFreezeStateSchema>;

export const memberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Masked as the member client shows it (138****0000). */
  phone: z.string(),
  real_name: z.string(),
  is_trial: z.boolean(),
  frozen: z.boolean(),
  created_at: instant,
  /** 理性投注 (protection module): on a break, has limits. */
  protection: memberProtectionStateSchema,
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberSearchResultSchema = z.object({
  list: z.array(memberSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

export const memberBalancesSchema = z.object({
  balance_fen: z.number().int(),
  held_fen: z.number().int(),
  withdrawable_fen: z.number().int(),
  turnover_fen: z.number().int(),
});

export const memberProfileSchema = z.object({
  member: memberSummarySchema,
  freeze: memberFreezeStateSchema,
  balances: memberBalancesSchema,
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** One entry of the member's main wallet: signed amount, the balance after it, the transfer's type. */
export const memberLedgerRowSchema = z.object({
  id: z.number().int(),
  transfer_id: z.number().int(),
  type: z.string(),
  amount_fen: z.number().int(),
  balance_after_fen: z.number().int(),
  ref_type: z.string(),
  ref_id: z.string(),
  memo: z.string(),
  at: instant,
});
export type MemberLedgerRow = z.infer<typeof memberLedgerRowSchema>;

export const memberLedgerResultSchema = z.object({
  list: z.array(memberLedgerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberLedgerResult = z.infer<typeof memberLedgerResultSchema>;

export const memberSessionRowSchema = z.object({
  device: z.string(),
  device_id: z.string(),
  trial: z.boolean(),
  created_at: instant,
  expires_at: instant,
  revoked_at: instant.nullable(),
});
export type MemberSessionRow = z.infer<typeof memberSessionRowSchema>;
export const memberSessionsResultSchema = z.object({ list: z.array(memberSessionRowSchema) });

const reason = z.string().trim().min(1, '请填写原因').max(200);

export const memberFreezeBody = z.object({ reason });
export type MemberFreezeBody = z.infer<typeof memberFreezeBody>;

export const ADJUST_DIRECTIONS = ['credit', 'debit'] as const;
/** One adjustment moves at most ¥1,000,000. */
export const MAX_ADJUST_FEN = 100_000_000;

export const memberAdjustBody = z.object({
  direction: z.enum(ADJUST_DIRECTIONS),
  amount_fen: wireInt(1, MAX_ADJUST_FEN),
  reason,
  /** Client-generated: the same adjustment sent twice moves money once. */
  request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号无效'),
});
export type MemberAdjustBody = z.infer<typeof memberAdjustBody>;

export const memberAdjustResultSchema = z.object({
  transfer_id: z.number().int(),
  replayed: z.boolean(),
  balance_fen: z.number().int(),
});
export type MemberAdjustResult = z.infer<typeof memberAdjustResultSchema>;

/** The ledger transfer types of an adjustment (docs/ledger.md). */
export const ADJUST_TRANSFER_TYPES = { credit: 'manual_credit', debit: 'manual_debit' } as const;

/** The member's deposit orders as the deposit queue shows them (rows of the payment module). */
export const memberDepositsResultSchema = z.object({
  list: z.array(depositOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
