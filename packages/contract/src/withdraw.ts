import { z } from 'zod';
import { Messages, ServerMessages } from './messages';
import { giftWageringSchema } from './promotion';
import { wireId, wireInt } from './wire-number';
import { wireDay } from './wire-time';

/**
 * Withdrawals, bindings (security centre), venue transfers and account details.
 * Amounts on the wire are integer fen (`*Fen`); bodies may give an amount as yuan text (`amount`)
 * or as fen (`amount_fen`). Passwords are taken only RSA-OAEP-SHA256 encrypted with the key of
 * `GET /api/auth/public_key`, base64 (`password_enc`); the plain field stays in the schemas so the server
 * can refuse it by name (41026) instead of silently dropping it.
 */

/** Withdrawal account types reuse the payment type ids of spec §3. */
export const WITHDRAW_TYPE_NAMES = {
  1105: '银行卡',
  1106: 'USDT',
  1101: '支付宝',
  1103: '微信',
} as const;
export type WithdrawTypeId = keyof typeof WITHDRAW_TYPE_NAMES;
export const WITHDRAW_TYPE_IDS = [1105, 1106, 1101, 1103] as const satisfies readonly WithdrawTypeId[];

/** Public key for password encryption (SPKI PEM). */
export const PASSWORD_ENCRYPTION = { algorithm: 'RSA-OAEP', hash: 'SHA-256', field: '_enc' } as const;

const secret = z.string().max(128);
const sealed = z.string().max(1024);
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '短信验证码为6位数字');

export const bindPhonePhoneSchema = z
  .string({ error: Messages.enterPhone })
  .trim()
  .min(1, Messages.enterPhone)
  .regex(/^1\d{10}$/, '请输入正确的手机号');

export const bindPhoneBodySchema = z.object({
  phone: bindPhonePhoneSchema,
  code: smsCode,
  password: secret.optional(),
  password_enc: sealed.optional(),
});

export const realNameSchema = z
  .string({ error: Messages.enterRealName })
  .trim()
  .min(1, Messages.enterRealName)
  .regex(/^[\u4e00-\u9fa5]{2,20}$/, ServerMessages.realNameChinese);

export const bindNameBodySchema = z.object({
  real_name: realNameSchema,
  /** The 18-character ID number: checked (check character, date) and a holder under 18 refused. */
  id_number: z
    .string()
    .trim()
    .regex(/^\d{17}[\dXx]$/, '身份证号码须为18位')
    .optional(),
  phone: bindPhonePhoneSchema.optional(),
  code: smsCode.optional(),
  password: secret.optional(),
  password_enc: sealed.optional(),
});

export const fundPasswordSchema = z.string().regex(/^\d{6}$/, ServerMessages.fundPasswordFormat);

/** Set (login password proves identity) or change (old fund password proves it). */
export const bindSecpwdBodySchema = z.object({
  secpwd: z.string().max(128).optional(),
  secpwd_enc: sealed.optional(),
  old_secpwd: secret.optional(),
  old_secpwd_enc: sealed.optional(),
  password: secret.optional(),
  password_enc: sealed.optional(),
});

export const resetPasswordBodySchema = z.object({
  old_password: secret.optional(),
  old_password_enc: sealed.optional(),
  new_password: secret.optional(),
  new_password_enc: sealed.optional(),
});

const amountFields = {
  amount: z.union([z.string().max(20), z.number()]).optional(),
  amount_fen: z.number().int().positive().optional(),
};

export const withdrawAccountAddSchema = z.object({
  type: wireInt(),
  /** Card number, USDT TRC20 address, or e-wallet account. */
  account: z.string().trim().min(1, ServerMessages.withdrawAccountInvalid).max(64),
  holder_name: z.string().trim().max(40).optional(),
  bank_name: z.string().trim().max(40).optional(),
  branch: z.string().trim().max(80).optional(),
});

export const withdrawApplySchema = z.object({
  account_id: wireId(),
  ...amountFields,
  secpwd: secret.optional(),
  secpwd_enc: sealed.optional(),
  /** Client-generated idempotency key (also accepted as header `idempotency-key`). */
  request_id: z.string().trim().min(8).max(64).optional(),
});

export const venueExchangeSchema = z.object({
  /** Venue code (`code`), also accepted as `id` or `venue`. */
  code: z.string().trim().max(32).optional(),
  id: z.union([z.string().max(32), z.number()]).optional(),
  venue: z.string().trim().max(32).optional(),
  ...amountFields,
  request_id: z.string().trim().min(8).max(64).optional(),
});

export const WALLET_QUICK_RANGES = ['today', 'yesterday', '7', '30', '35'] as const;

export const walletHistoryQuerySchema = z.object({
  page: wireInt(1, 100_000).default(1),
  pageSize: wireInt(1, 100).default(20),
  /** A type group key of `wallet/history/type_groups`; empty = all. */
  type: z.string().trim().max(32).optional(),
  range: z.enum(WALLET_QUICK_RANGES).optional(),
  /** YYYY-MM-DD, Asia/Shanghai, inclusive. */
  startTime: wireDay(),
  endTime: wireDay(),
});

/** member/wallet/history: one ledger entry as the account-details screen lists it (fen, ISO instant). */
export const walletHistoryRowSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  typeName: z.string(),
  group: z.string(),
  amountFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  createdAt: z.string(),
  /** YYYY-MM-DD, Asia/Shanghai. */
  date: z.string(),
});
export const walletHistoryResultSchema = z.object({
  list: z.array(walletHistoryRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
/** member/wallet/history/date_groups: per-day totals, newest first. */
export const walletDateGroupsResultSchema = z.array(
  z.object({
    date: z.string(),
    incomeFen: z.number().int(),
    expenseFen: z.number().int(),
    count: z.number().int(),
  }),
);
/** member/wallet/history/type_groups: the filter keys and the ledger types each covers. */
export const walletTypeGroupsResultSchema = z.array(
  z.object({ key: z.string(), name: z.string(), types: z.array(z.string()) }),
);

export const withdrawStatusSchema = z.enum(['pending', 'paid', 'rejected', 'cancelled']);
export type WithdrawStatus = z.infer<typeof withdrawStatusSchema>;
export const withdrawStepSchema = z.object({
  step: z.enum(['applied', 'reviewed', 'paid', 'rejected', 'cancelled']),
  time: z.string(),
  reason: z.string().optional(),
});
export type WithdrawStep = z.infer<typeof withdrawStepSchema>;
export const withdrawViewSchema = z.object({
  id: z.number().int(),
  amountFen: z.number().int(),
  status: withdrawStatusSchema,
  type: z.number().int(),
  typeName: z.string(),
  account: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  timeline: z.array(withdrawStepSchema),
});
export type WithdrawView = z.infer<typeof withdrawViewSchema>;

/** A withdrawal as the member's screens show it: the view plus the amount as yuan text. */
export const withdrawalSchema = withdrawViewSchema.extend({ amount: z.string() });
/** Operators also see whose it is and the hold it keeps. */
export const withdrawalForOperatorSchema = withdrawalSchema.extend({
  memberId: z.number().int(),
  holdId: z.number().int(),
});
export const withdrawListResultSchema = z.object({
  list: z.array(withdrawalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** fund/withdraw/check and pre_check: balances and limits for the withdraw screen (fen; `limit` is yuan text). */
export const withdrawCheckResultSchema = z.object({
  balance: z.number().int(),
  withdrawable_amount: z.number().int(),
  turnover_required: z.number().int(),
  heldFen: z.number().int(),
  minFen: z.number().int(),
  maxFen: z.number().int(),
  limit: z.string(),
  /** What claimed gifts still keep back (already taken out of withdrawable_amount) and why. */
  gift_wagering: giftWageringSchema.optional(),
});

/** A bound withdrawal account, its number masked. */
export const withdrawAccountSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  account: z.string(),
  holder_name: z.string(),
  bankName: z.string(),
  branch: z.string(),
  createdAt: z.string(),
});

/** fund/withdraw/types: every account type, and which can be used now. */
export const withdrawTypesResultSchema = z.object({
  withdrawTypes: z.object({
    available: z.array(z.number().int()),
    list: z.array(z.object({ typeId: z.number().int(), typeName: z.string(), available: z.boolean() })),
  }),
});

/** fund/banks: the bank index (the client reads data[].bankName). */
export const bankListSchema = z.array(z.object({ bankCode: z.string(), bankName: z.string() })).readonly();

/** GET /api/auth/public_key: the RSA key secrets are sealed with (PEM and base64 SPKI) and how. */
export const passwordPublicKeyResultSchema = z.object({
  key: z.string(),
  spki: z.string(),
  algorithm: z.literal(PASSWORD_ENCRYPTION.algorithm),
  hash: z.literal(PASSWORD_ENCRYPTION.hash),
});

/** A venue wallet (or 主钱包 first in the party list) with its balance in fen. */
export const venueBalanceSchema = z.object({
  code: z.string(),
  title: z.string(),
  balance: z.number().int(),
});
export const venuePartyListSchema = z.array(venueBalanceSchema);
/** games/exchange/in|out: the venue after the transfer; `replayed` when the request key had already moved it. */
export const venueExchangeResultSchema = venueBalanceSchema.extend({ replayed: z.boolean() });
/** games/exchange/all/out: what came back (fen) and the main wallet's balance after it. */
export const venueAllOutResultSchema = z.object({ movedFen: z.number().int(), balance: z.number().int() });
