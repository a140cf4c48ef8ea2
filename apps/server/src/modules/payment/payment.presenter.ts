import type { DepositOrderView } from '@qilin/contract';
import { shanghaiTime } from '../../lib/shanghai-time';
import type { ChannelConfig } from './payment.config';
import { PAY_TYPES } from './payment.config';
import type { DepositOrderRow } from './payment.tables';

export function presentOrder(
  row: DepositOrderRow,
  channel: ChannelConfig | undefined,
  now: Date,
  hasEvidence: boolean,
): DepositOrderView {
  const account = channel?.account;
  const left = Math.ceil((row.expires_at.getTime() - now.getTime()) / 1000);
  return {
    id: row.id,
    orderSn: row.order_sn,
    status: row.status,
    amount: row.amount_fen,
    usdtAmount: row.usdt_amount,
    exchangeRate: row.exchange_rate,
    accountName: account?.accountName ?? '',
    accountNum: account?.accountNum ?? '',
    bankName: account?.bankName ?? '',
    bankCode: account?.bankCode ?? '',
    address: account?.address ?? '',
    qrCode: account?.qrCode ?? '',
    createTime: shanghaiTime(row.created_at),
    countdown: row.status === 'pending' ? Math.max(0, left) : 0,
    channelId: row.channel_id,
    channelName: channel?.channelName ?? '',
    typeId: row.type_id,
    typeName: PAY_TYPES[row.type_id as keyof typeof PAY_TYPES] ?? '',
    payerName: row.payer_name,
    hasEvidence,
    rejectReason: row.reject_reason,
  };
}
