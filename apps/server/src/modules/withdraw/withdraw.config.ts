import { WITHDRAW_TYPE_IDS, WITHDRAW_TYPE_NAMES, type WithdrawTypeId } from '@qilin/contract';

/** Per-withdrawal limits in fen (100 – 50,000 yuan). */
export const WITHDRAW_MIN_FEN = 10_000;
export const WITHDRAW_MAX_FEN = 5_000_000;
/** Live withdrawal accounts a member may keep. */
export const MAX_WITHDRAW_ACCOUNTS = 5;

/** Types a member can withdraw to now; the others are listed but sort after (spec §4). */
export const AVAILABLE_WITHDRAW_TYPES: readonly WithdrawTypeId[] = [1105, 1106, 1101];

export const withdrawTypes = () => ({
  available: [...AVAILABLE_WITHDRAW_TYPES],
  list: WITHDRAW_TYPE_IDS.map((typeId) => ({
    typeId,
    typeName: WITHDRAW_TYPE_NAMES[typeId],
    available: AVAILABLE_WITHDRAW_TYPES.includes(typeId),
  })),
});

/** The bank index (`data[].bankName`). */
export const BANKS = [
  { bankCode: 'ICBC', bankName: '中国工商银行' },
  { bankCode: 'CCB', bankName: '中国建设银行' },
  { bankCode: 'ABC', bankName: '中国农业银行' },
  { bankCode: 'BOC', bankName: '中国银行' },
  { bankCode: 'BOCOM', bankName: '交通银行' },
  { bankCode: 'CMB', bankName: '招商银行' },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行' },
  { bankCode: 'CITIC', bankName: '中信银行' },
  { bankCode: 'CEB', bankName: '中国光大银行' },
  { bankCode: 'CMBC', bankName: '中国民生银行' },
  { bankCode: 'CIB', bankName: '兴业银行' },
  { bankCode: 'SPDB', bankName: '浦发银行' },
  { bankCode: 'PAB', bankName: '平安银行' },
  { bankCode: 'HXB', bankName: '华夏银行' },
  { bankCode: 'GDB', bankName: '广发银行' },
] as const;

export function isWithdrawType(type: number): type is WithdrawTypeId {
  return (WITHDRAW_TYPE_IDS as readonly number[]).includes(type);
}
