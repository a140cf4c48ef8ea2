import type { DepositOrderView, PayChannel, PayTypeGroup } from '@qilin/contract';
import { json, mockFetch } from '../../test/utils';

/** Channels, orders and a mocked cashier for the recharge tests (test-only, never imported by the app). */
export const bank: PayChannel = {
  channelId: 7,
  channelName: '工行转账',
  channelLimit: '10~5000',
  iconUrl: '',
  quickAmount: [100, 500],
  typeId: 1105,
  typeName: '银行卡',
  exchangeRate: '',
  type: 'offline',
};
export const usdt: PayChannel = {
  ...bank,
  channelId: 9,
  channelName: 'TRC20',
  typeId: 1106,
  typeName: 'USDT',
  exchangeRate: '7.2',
};
export const groups: PayTypeGroup[] = [
  { typeId: 1105, typeName: '银行卡', iconUrl: '', channels: [bank] },
  { typeId: 1106, typeName: 'USDT', iconUrl: '', channels: [usdt] },
];

export function order(over: Partial<DepositOrderView> = {}): DepositOrderView {
  return {
    id: 55,
    orderSn: 'D2024001',
    status: 'pending',
    amount: 10_000,
    usdtAmount: '',
    exchangeRate: '',
    accountName: '张三',
    accountNum: '6222020200001111',
    bankName: '中国工商银行',
    bankCode: 'ICBC',
    address: '',
    qrCode: 'https://pay.example/q/55',
    createTime: '2024-05-01 12:00:00',
    countdown: 900,
    channelId: 7,
    channelName: '工行转账',
    typeId: 1105,
    typeName: '银行卡',
    payerName: '',
    hasEvidence: false,
    rejectReason: '',
    ...over,
  };
}

export const ok = (result: unknown) => json({ success: true, result });

/** The cashier with one unpaid order (id 55) that `info` answers as `unpaid`. */
export function cashierWithUnpaidOrder(unpaid: DepositOrderView) {
  return mockFetch({
    '/api/fund/dropdown': () => ok(groups),
    '/api/fund/recharge/check': () => ok({ onlinePay: 0, payOrderNums: 1, orderId: unpaid.id }),
    [`/api/fund/recharge_deposit/info/${unpaid.id}`]: () => ok(unpaid),
    '/api/member/wallet': () => ok({ balance: 0, withdrawable_amount: 0, held: 0 }),
  });
}
