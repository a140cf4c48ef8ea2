import { z } from 'zod';
import { ServerMessages } from './messages';
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
});
export type WalletResult = z.infer<typeof walletResultSchema>;

export type PayChannel = {
  channelId: number;
  channelName: string;
  channelLimit: string;
  iconUrl: string;
  quickAmount: number[];
  typeId: number;
  typeName: string;
  exchangeRate: string;
  /** 'offline' for every channel this server offers. */
  type: string;
};

/** GET /api/fund/dropdown → result: pay types, each with its channels. */
export type PayTypeGroup = { typeId: number; typeName: string; iconUrl: string; channels: PayChannel[] };

/** One USDT channel's rate: yuan per USDT as decimal text, on its chain. */
export type UsdtRate = { channelId: number; protocol: string; exchangeRate: string };

/** GET /api/fund/usdt/exchange_rate[?protocol=TRC20] → result. `threeDigits`: USDT shown to 3 decimals, else 4. */
export type UsdtExchangeRateResult = { threeDigits: boolean; rates: UsdtRate[] };

/** GET /api/fund/usdt/Agreements → result: the chains (protocols) USDT is received on, with their channels. */
export type UsdtAgreement = { protocol: string; channelIds: number[] };

/** Chains a USDT channel may receive on. */
export const USDT_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export const usdtRateQuerySchema = z.object({ protocol: z.enum(USDT_PROTOCOLS).optional() });

export type DepositStatusText = 'pending' | 'paid' | 'confirmed' | 'rejected' | 'cancelled' | 'expired';

/** The order view (spec §3 Offline pay order) plus its state. */
export type DepositOrderView = {
  id: number;
  orderSn: string;
  status: DepositStatusText;
  /** fen */
  amount: number;
  usdtAmount: string;
  exchangeRate: string;
  accountName: string;
  accountNum: string;
  bankName: string;
  bankCode: string;
  address: string;
  qrCode: string;
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai. */
  createTime: string;
  /** Seconds until the unpaid order expires; 0 once it is no longer pending. */
  countdown: number;
  channelId: number;
  channelName: string;
  typeId: number;
  typeName: string;
  payerName: string;
  hasEvidence: boolean;
  rejectReason: string;
};

/** Spec §3 support customer service: who the member talks to about a deposit. `link` '' = the in-app page. */
export type DedicatedService = { nickname: string; avatar: string; link: string };

/** POST /api/fund/confirm/{id} → result: the paid order and its dedicated service (success popup, spec §4 step 6). */
export type DepositConfirmResult = DepositOrderView & { service: DedicatedService };

/** GET /api/fund/recharge/check → { code: 200, data, result } (both carry the same object). */
export type RechargeCheckResult = { onlinePay: 0 | 1; payOrderNums: 0 | 1; orderId: number | null };

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
