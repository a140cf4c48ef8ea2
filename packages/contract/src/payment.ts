import { z } from 'zod';
import { ServerMessages } from './messages';
import { giftWageringSchema } from './promotion';
import { wireId, wireInt } from './wire-number';

/**
 * Wallet and offline recharge wire shapes (spec §3 Wallet, Payment channel, Offline pay order).
 *
 * Units: every money field named `amount`, `balance`, `withdrawable_amount`, `minFen`… is an integer
 * number of fen (1 yuan = 100 fen) — the client formats with domain `formatFen`. The exceptions the
 * spec fixes as text are yuan: `channelLimit` ('min~max'), `quickAmount` (preset yuan amounts) and the
 * amount the member types (`amount` in request bodies, whole yuan, digits only — spec §5).
 * `usdtAmount` is decimal text (3 or 4 decimals), `exchangeRate` is yuan per USDT as decimal text.
 */

/**
 * GET /api/member/wallet → result. `turnover_required` is the bet turnover (流水) deposits still ask
 * for; until it is worked off that much of the balance is not withdrawable
 * (withdrawable_amount = max(0, balance − turnover_required)).
 */
export const walletResultSchema = z.object({
  balance: z.number().int(),
  withdrawable_amount: z.number().int(),
  held: z.number().int(),
  turnover_required: z.number().int(),
  /** What claimed gifts still keep back (already taken out of withdrawable_amount) and why. */
  gift_wagering: giftWageringSchema.optional(),
});
export type WalletResult = z.infer<typeof walletResultSchema>;

export const payChannelSchema = z.object({
  channelId: z.number().int(),
  channelName: z.string(),
  channelLimit: z.string(),
  iconUrl: z.string(),
  quickAmount: z.array(z.number()),
  typeId: z.number().int(),
  typeName: z.string(),
  exchangeRate: z.string(),
  /** 'offline' for every channel this server offers. */
  type: z.string(),
});
export type PayChannel = z.infer<typeof payChannelSchema>;

/** GET /api/fund/dropdown → result: pay types, each with its channels. */
export const payTypeGroupSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  iconUrl: z.string(),
  channels: z.array(payChannelSchema),
});
export type PayTypeGroup = z.infer<typeof payTypeGroupSchema>;

/** One USDT channel's rate: yuan per USDT as decimal text, on its chain. */
export const usdtRateSchema = z.object({
  channelId: z.number().int(),
  protocol: z.string(),
  exchangeRate: z.string(),
});
export type UsdtRate = z.infer<typeof usdtRateSchema>;

/** GET /api/fund/usdt/exchange_rate[?protocol=TRC20] → result. `threeDigits`: USDT shown to 3 decimals, else 4. */
export const usdtExchangeRateResultSchema = z.object({
  threeDigits: z.boolean(),
  rates: z.array(usdtRateSchema),
});
export type UsdtExchangeRateResult = z.infer<typeof usdtExchangeRateResultSchema>;

/** GET /api/fund/usdt/Agreements → result: the chains (protocols) USDT is received on, with their channels. */
export const usdtAgreementSchema = z.object({ protocol: z.string(), channelIds: z.array(z.number().int()) });
export type UsdtAgreement = z.infer<typeof usdtAgreementSchema>;

/** /sbin usdt_check: each USDT channel's rate and whether amounts show 3 decimals. */
export const usdtCheckRowSchema = z.object({
  channelId: z.number().int(),
  exchangeRate: z.string(),
  threeDigits: z.boolean(),
});

/** Chains a USDT channel may receive on. */
export const USDT_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export const usdtRateQuerySchema = z.object({ protocol: z.enum(USDT_PROTOCOLS).optional() });

export const DEPOSIT_STATUSES = ['pending', 'paid', 'confirmed', 'rejected', 'cancelled', 'expired'] as const;
export type DepositStatusText = (typeof DEPOSIT_STATUSES)[number];

/** The order view (spec §3 Offline pay order) plus its state. */
export const depositOrderViewSchema = z.object({
  id: z.number().int(),
  orderSn: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** fen */
  amount: z.number().int(),
  usdtAmount: z.string(),
  exchangeRate: z.string(),
  accountName: z.string(),
  accountNum: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  address: z.string(),
  qrCode: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai. */
  createTime: z.string(),
  /** Seconds until the unpaid order expires; 0 once it is no longer pending. */
  countdown: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  payerName: z.string(),
  hasEvidence: z.boolean(),
  rejectReason: z.string(),
});
export type DepositOrderView = z.infer<typeof depositOrderViewSchema>;

/** /sbin pay_order_count: the member's one open order (no row when there is none). */
export const pendingOrderCountSchema = depositOrderViewSchema.extend({ payOrderNums: z.literal(1) });

/** Spec §3 support customer service: who the member talks to about a deposit. `link` '' = the in-app page. */
export const dedicatedServiceSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  link: z.string(),
});
export type DedicatedService = z.infer<typeof dedicatedServiceSchema>;

/** POST /api/fund/confirm/{id} → result: the paid order and its dedicated service (success popup, spec §4 step 6). */
export const depositConfirmResultSchema = depositOrderViewSchema.extend({ service: dedicatedServiceSchema });
export type DepositConfirmResult = z.infer<typeof depositConfirmResultSchema>;

/** GET /api/fund/recharge/check → { code: 200, data, result } (both carry the same object). */
export const rechargeCheckResultSchema = z.object({
  onlinePay: z.union([z.literal(0), z.literal(1)]),
  payOrderNums: z.union([z.literal(0), z.literal(1)]),
  orderId: z.number().int().nullable(),
});
export type RechargeCheckResult = z.infer<typeof rechargeCheckResultSchema>;

/** fund/types: recharge types beside the withdraw types (withdraw.ts `withdrawTypesResultSchema`). */
export const rechargeTypeSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  iconUrl: z.string(),
});

/** fund/recharge_discount: the bonus rate per pay type (decimal text), display only. */
export const rechargeDiscountResultSchema = z.object({
  discounts: z.array(z.object({ typeId: z.number().int(), discountRate: z.string() })),
});

/** fund/recharge_deposit/check: what the member would pay (fen, and USDT as decimal text). */
export const depositQuoteResultSchema = z.object({
  channelId: z.number().int(),
  amount: z.number().int(),
  usdtAmount: z.string(),
  exchangeRate: z.string(),
});

export const depositListResultSchema = z.object({
  list: z.array(depositOrderViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** An order row as operators read it (plain JSON under /api/admin; instants are Date until serialized). */
export const depositOrderRowSchema = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  member_id: z.number().int(),
  channel_id: z.number().int(),
  type_id: z.number().int(),
  amount_fen: z.number().int(),
  usdt_amount: z.string(),
  exchange_rate: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payer_name: z.string(),
  reject_reason: z.string(),
  transfer_id: z.number().int().nullable(),
  created_at: z.date(),
  expires_at: z.date(),
  paid_at: z.date().nullable(),
  decided_at: z.date().nullable(),
});
export const depositAdminRowSchema = depositOrderRowSchema.extend({
  username: z.string(),
  has_evidence: z.boolean(),
});
export const depositAdminConfirmResultSchema = z.object({
  order: depositOrderRowSchema,
  credited: z.boolean(),
});

const idParam = wireId();
/** Whole yuan as typed; validated by the server with domain `checkRechargeAmount` for spec §5 texts. */
const amountInput = z.union([z.string().max(32), z.number()]).transform((v) => String(v));

export const depositCheckBodySchema = z.object({ channelId: idParam, amount: amountInput });
export const depositCreateBodySchema = depositCheckBodySchema;
export const payerNameBodySchema = z.object({
  id: idParam,
  payerName: z.string().trim().min(1, ServerMessages.payerNameRequired).max(32),
});
export const depositRejectBodySchema = z.object({ reason: z.string().trim().max(200).default('') });
export const depositIdParamsSchema = z.object({ id: idParam });
export const pageQuerySchema = z.object({
  page: wireInt(1, 10_000).default(1),
  pageSize: wireInt(1, 100).default(20),
});
