/**
 * Offline payment configuration: the channels members pay into (spec §3 "Payment channel (offline)")
 * and the cashier rules. Injected into the payment plugin so tests and deployments pass their own.
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
export const USDT_TYPE_ID = 1106;

/** Where the member sends the money; shown on the order view. */
export type ReceivingAccount = {
  accountName: string;
  accountNum: string;
  bankName: string;
  bankCode: string;
  /** USDT deposit address. */
  address: string;
  /** Text the client renders as a QR code. */
  qrCode: string;
};

export type ChannelConfig = {
  channelId: number;
  channelName: string;
  typeId: PayTypeId;
  /** 'min~max' in yuan (spec §5). */
  channelLimit: string;
  iconUrl: string;
  /** Preset amounts in yuan. */
  quickAmount: number[];
  /** Yuan per USDT for the USDT channel, as decimal text; '' otherwise. */
  exchangeRate: string;
  enabled: boolean;
  account: ReceivingAccount;
};

export type PaymentConfig = {
  channels: ChannelConfig[];
  /** Seconds an unpaid order stays open (the order view's countdown). */
  orderTtlSeconds: number;
  /** Turnover requirement added per confirmed deposit = amount × this (docs/ledger.md). */
  turnoverMultiple: number;
  /** USDT amounts with 3 decimals (true) or 4 (spec §5). */
  usdtThreeDigits: boolean;
  /** Bonus percentage per pay type shown by fund/recharge_discount (display only for now). */
  discounts: { typeId: PayTypeId; discountRate: string }[];
  /** `data.onlinePay` of fund/recharge/check: online (third-party) pay visibility, 0 or 1. */
  onlinePay: 0 | 1;
  /** Seconds between sweeps that expire unpaid orders. */
  sweepSeconds: number;
};

const account = (overrides: Partial<ReceivingAccount>): ReceivingAccount => ({
  accountName: '',
  accountNum: '',
  bankName: '',
  bankCode: '',
  address: '',
  qrCode: '',
  ...overrides,
});

/** Demo channels: one per pay type family the client shows. Operators replace these in deployment. */
export const defaultPaymentConfig: PaymentConfig = {
  channels: [
    {
      channelId: 1,
      channelName: '银行卡转账',
      typeId: 1105,
      channelLimit: '100~50000',
      iconUrl: '/static/pay/bank.svg',
      quickAmount: [100, 500, 1000, 5000, 10000],
      exchangeRate: '',
      enabled: true,
      account: account({
        accountName: '麒麟科技有限公司',
        accountNum: '6222020200112233445',
        bankName: '中国工商银行',
        bankCode: 'ICBC',
      }),
    },
    {
      channelId: 2,
      channelName: '支付宝转账',
      typeId: 1101,
      channelLimit: '10~5000',
      iconUrl: '/static/pay/alipay.svg',
      quickAmount: [50, 100, 200, 500, 1000],
      exchangeRate: '',
      enabled: true,
      account: account({
        accountName: '麒麟收款',
        accountNum: 'pay@qilin.example',
        qrCode: 'https://qr.alipay.com/qilin-demo',
      }),
    },
    {
      channelId: 3,
      channelName: '微信转账',
      typeId: 1103,
      channelLimit: '10~5000',
      iconUrl: '/static/pay/wechat.svg',
      quickAmount: [50, 100, 200, 500, 1000],
      exchangeRate: '',
      enabled: true,
      account: account({ accountName: '麒麟收款', qrCode: 'wxp://qilin-demo' }),
    },
    {
      channelId: 4,
      channelName: 'USDT-TRC20',
      typeId: 1106,
      channelLimit: '100~100000',
      iconUrl: '/static/pay/usdt.svg',
      quickAmount: [100, 500, 1000, 5000],
      exchangeRate: '7.2',
      enabled: true,
      account: account({
        address: 'TQilinDemoAddress1111111111111111',
        qrCode: 'TQilinDemoAddress1111111111111111',
      }),
    },
  ],
  orderTtlSeconds: 30 * 60,
  turnoverMultiple: 1,
  usdtThreeDigits: true,
  discounts: [],
  onlinePay: 0,
  sweepSeconds: 60,
};
