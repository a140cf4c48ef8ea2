import { USDT_PROTOCOLS } from '@qilin/contract';
import { parseChannelLimit } from '@qilin/domain';
import { z } from 'zod';

/**
 * The shape of a payment configuration file (`PAYMENT_CONFIG`, see the server README). Operators
 * write it by hand, so every rule a typo could break is checked here at startup, with a message that
 * names the field, instead of surfacing later as a refused deposit.
 */

/** Spec §3 payment type ids. */
export const PAY_TYPES = {
  1101: '支付宝',
  1102: '财付通',
  1103: '微信',
  1104: '云闪付',
  1105: '银行卡',
  1106: 'USDT',
  1107: '易付',
  1108: '贷款宝',
} as const;

export type PayTypeId = keyof typeof PAY_TYPES;
export const PAY_TYPE_IDS = Object.keys(PAY_TYPES).map(Number) as PayTypeId[];
export const USDT_TYPE_ID = 1106;

const text = (max: number) => z.string().trim().max(max).default('');

/** Where the member sends the money; shown on the order view. */
const receivingAccountSchema = z
  .object({
    accountName: text(64),
    accountNum: text(64),
    bankName: text(64),
    bankCode: text(16),
    /** USDT deposit address. */
    address: text(128),
    /** Text the client renders as a QR code. */
    qrCode: text(512),
  })
  .strict();

/** The dedicated customer service the recharge success popup shows (spec §3 support customer service). */
export const dedicatedServiceSchema = z
  .object({
    nickname: z.string().trim().min(1, 'nickname must not be empty').max(32),
    /** Image URL; '' shows the default avatar. */
    avatar: text(512),
    /** Where "contact" leads (a chat URL); '' means the in-app customer service page. */
    link: text(512),
  })
  .strict();

const rateText = z.string().regex(/^\d+(\.\d+)?$/, "must be a decimal text such as '7.2'");

export const channelConfigSchema = z
  .object({
    channelId: z.number().int().positive(),
    channelName: z.string().trim().min(1, 'channelName must not be empty').max(32),
    typeId: z.literal(PAY_TYPE_IDS, { error: `typeId must be one of ${PAY_TYPE_IDS.join(', ')}` }),
    /** 'min~max' in yuan (spec §5). */
    channelLimit: z
      .string()
      .refine((v) => parseChannelLimit(v) !== null, "channelLimit must be 'min~max' in yuan with min ≤ max"),
    iconUrl: text(512),
    /** Preset amounts in yuan. */
    quickAmount: z.array(z.number().int().positive()).max(12).default([]),
    /** Yuan per USDT for a USDT channel, as decimal text; '' otherwise. */
    exchangeRate: z.union([z.literal(''), rateText]).default(''),
    /** USDT chain (TRC20, ERC20); '' for other types. */
    protocol: z.union([z.literal(''), z.enum(USDT_PROTOCOLS)]).default(''),
    enabled: z.boolean().default(true),
    account: receivingAccountSchema.prefault({}),
    /** This channel's own dedicated service; the configuration-wide one otherwise. */
    service: dedicatedServiceSchema.optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const isUsdt = c.typeId === USDT_TYPE_ID;
    if (isUsdt && !/[1-9]/.test(c.exchangeRate))
      ctx.addIssue({
        code: 'custom',
        path: ['exchangeRate'],
        message: 'a USDT channel needs a rate above 0',
      });
    if (isUsdt && c.protocol === '')
      ctx.addIssue({ code: 'custom', path: ['protocol'], message: 'a USDT channel needs TRC20 or ERC20' });
    if (isUsdt && c.account.address === '')
      ctx.addIssue({
        code: 'custom',
        path: ['account', 'address'],
        message: 'a USDT channel needs an address',
      });
    if (!isUsdt && (c.exchangeRate !== '' || c.protocol !== ''))
      ctx.addIssue({
        code: 'custom',
        path: ['typeId'],
        message: 'exchangeRate and protocol belong to USDT channels (typeId 1106) only',
      });
  });

export const paymentConfigFileSchema = z
  .object({
    channels: z.array(channelConfigSchema).min(1, 'at least one channel is needed'),
    /** Seconds an unpaid order stays open (the order view's countdown). */
    orderTtlSeconds: z
      .number()
      .int()
      .min(60)
      .max(86_400)
      .default(30 * 60),
    /** USDT amounts with 3 decimals (true) or 4 (spec §5). */
    usdtThreeDigits: z.boolean().default(true),
    /** Bonus percentage per pay type shown by fund/recharge_discount (display only for now). */
    discounts: z
      .array(z.object({ typeId: z.literal(PAY_TYPE_IDS), discountRate: rateText }).strict())
      .default([]),
    /** `data.onlinePay` of fund/recharge/check: online (third-party) pay visibility, 0 or 1. */
    onlinePay: z.literal([0, 1]).default(0),
    /** Seconds between sweeps that expire unpaid orders. */
    sweepSeconds: z.number().int().min(1).max(3600).default(60),
    /** Shown on the recharge success popup unless the channel names its own. */
    dedicatedService: dedicatedServiceSchema,
  })
  .strict()
  .superRefine((config, ctx) => {
    const seen = new Set<number>();
    config.channels.forEach((c, i) => {
      if (seen.has(c.channelId))
        ctx.addIssue({
          code: 'custom',
          path: ['channels', i, 'channelId'],
          message: 'channelId is used twice',
        });
      seen.add(c.channelId);
    });
  });

export type PaymentConfigFile = z.input<typeof paymentConfigFileSchema>;
export type ChannelConfig = z.output<typeof channelConfigSchema>;
export type ReceivingAccount = ChannelConfig['account'];
export type DedicatedServiceConfig = z.output<typeof dedicatedServiceSchema>;
