import { type PaymentConfigFile, paymentConfigFileSchema } from './payment-config.schema';

/**
 * Offline payment configuration: the channels members pay into (spec §3 "Payment channel (offline)")
 * and the cashier rules. Deployments name their own file in `PAYMENT_CONFIG` (payment-config.loader.ts);
 * without one the demo configuration below is used.
 */

export {
  type ChannelConfig,
  type DedicatedServiceConfig,
  PAY_TYPES,
  type PayTypeId,
  type ReceivingAccount,
  USDT_TYPE_ID,
} from './payment-config.schema';

export type PaymentConfig = ReturnType<typeof paymentConfigFileSchema.parse> & {
  /** Turnover requirement added per confirmed deposit = amount × this (env TURNOVER_MULTIPLE, docs/ledger.md). */
  turnoverMultiple: number;
};

/** Demo channels, one or more for each of the eight pay types (1101–1108). Operators replace these. */
export const defaultPaymentConfigFile: PaymentConfigFile = {
  channels: [
    {
      channelId: 1,
      channelName: '银行卡转账',
      typeId: 1105,
      channelLimit: '100~50000',
      iconUrl: '/static/pay/bank.svg',
      quickAmount: [100, 500, 1000, 5000, 10000],
      account: {
        accountName: '麒麟科技有限公司',
        accountNum: '6222020200112233445',
        bankName: '中国工商银行',
        bankCode: 'ICBC',
      },
    },
    {
      channelId: 2,
      channelName: '支付宝转账',
      typeId: 1101,
      channelLimit: '10~5000',
      iconUrl: '/static/pay/alipay.svg',
      quickAmount: [50, 100, 200, 500, 1000],
      account: {
        accountName: '麒麟收款',
        accountNum: 'pay@qilin.example',
        qrCode: 'https://qr.alipay.com/qilin-demo',
      },
    },
    {
      channelId: 3,
      channelName: '微信转账',
      typeId: 1103,
      channelLimit: '10~5000',
      iconUrl: '/static/pay/wechat.svg',
      quickAmount: [50, 100, 200, 500, 1000],
      account: { accountName: '麒麟收款', qrCode: 'wxp://qilin-demo' },
    },
    {
      channelId: 4,
      channelName: 'USDT-TRC20',
      typeId: 1106,
      channelLimit: '100~100000',
      iconUrl: '/static/pay/usdt.svg',
      quickAmount: [100, 500, 1000, 5000],
      exchangeRate: '7.2',
      protocol: 'TRC20',
      account: {
        address: 'TQilinDemoAddress1111111111111111',
        qrCode: 'TQilinDemoAddress1111111111111111',
      },
    },
    {
      channelId: 5,
      channelName: '财付通转账',
      typeId: 1102,
      channelLimit: '10~5000',
      iconUrl: '/static/pay/tenpay.svg',
      quickAmount: [50, 100, 200, 500, 1000],
      account: { accountName: '麒麟收款', accountNum: '2850001234', qrCode: 'https://tenpay.example/qilin' },
    },
    {
      channelId: 6,
      channelName: '云闪付转账',
      typeId: 1104,
      channelLimit: '10~20000',
      iconUrl: '/static/pay/unionpay.svg',
      quickAmount: [100, 500, 1000, 2000],
      account: {
        accountName: '麒麟科技有限公司',
        accountNum: '6230580000123456789',
        bankName: '平安银行',
        bankCode: 'PINGAN',
        qrCode: 'https://qr.95516.example/qilin',
      },
    },
    {
      channelId: 7,
      channelName: '易付转账',
      typeId: 1107,
      channelLimit: '50~10000',
      iconUrl: '/static/pay/yipay.svg',
      quickAmount: [100, 200, 500, 1000],
      account: { accountName: '麒麟收款', accountNum: 'YF-QILIN-001', qrCode: 'https://yipay.example/qilin' },
    },
    {
      channelId: 8,
      channelName: '贷款宝转账',
      typeId: 1108,
      channelLimit: '100~20000',
      iconUrl: '/static/pay/loan.svg',
      quickAmount: [500, 1000, 2000, 5000],
      account: { accountName: '麒麟收款', accountNum: 'DKB-QILIN-001', qrCode: 'https://loan.example/qilin' },
    },
    {
      channelId: 9,
      channelName: 'USDT-ERC20',
      typeId: 1106,
      channelLimit: '500~100000',
      iconUrl: '/static/pay/usdt.svg',
      quickAmount: [500, 1000, 5000],
      exchangeRate: '7.25',
      protocol: 'ERC20',
      account: {
        address: '0x9d1be7e1c0de5a7b4e2affa3c0de000000000011',
        qrCode: '0x9d1be7e1c0de5a7b4e2affa3c0de000000000011',
      },
    },
  ],
  orderTtlSeconds: 30 * 60,
  usdtThreeDigits: true,
  discounts: [],
  onlinePay: 0,
  sweepSeconds: 60,
  dedicatedService: { nickname: '专属客服小麒', avatar: '/static/service/avatar.svg', link: '' },
};

export const defaultPaymentConfig: PaymentConfig = {
  ...paymentConfigFileSchema.parse(defaultPaymentConfigFile),
  turnoverMultiple: 1,
};
