import type {
  DepositConfirmResult,
  DepositOrderView,
  PayTypeGroup,
  RechargeCheckResult,
} from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const rechargePaths = {
  dropdown: '/api/fund/dropdown',
  check: '/api/fund/recharge/check',
  create: '/api/fund/recharge_deposit',
  info: (id: number) => `/api/fund/recharge_deposit/info/${id}`,
  payerName: '/api/fund/payer_name/enter',
  evidence: (id: number) => `/api/fund/evidence/upload/${id}`,
  confirm: (id: number) => `/api/fund/confirm/${id}`,
  cancel: (id: number) => `/api/fund/cancel/${id}`,
} as const;

export const USDT_TYPE_ID = 1106;

export const getPayTypes = () => api.get<PayTypeGroup[]>(rechargePaths.dropdown);

/** payOrderNums 1 means an unpaid order exists (spec §4 step 3); orderId names it. */
export const getRechargeCheck = () => api.get<RechargeCheckResult>(rechargePaths.check);

/** `amount` is whole yuan as typed (contract payment.ts); the server re-checks it with the domain rule. */
export const createDeposit = (channelId: number, amountYuan: string) =>
  api.post<DepositOrderView>(rechargePaths.create, { channelId, amount: amountYuan });

export const getDeposit = (id: number) => api.get<DepositOrderView>(rechargePaths.info(id));

/** 'I have transferred': the paid order plus the dedicated service the success popup shows. */
export const confirmDeposit = (id: number) => api.post<DepositConfirmResult>(rechargePaths.confirm(id));

export const cancelDeposit = (id: number) => api.post<DepositOrderView>(rechargePaths.cancel(id));

/** The name on the account the member pays from, so the operator can match the incoming transfer. */
export const enterPayerName = (id: number, payerName: string) =>
  api.post<DepositOrderView>(rechargePaths.payerName, { id, payerName });

/** The transfer receipt as multipart `file`; the server answers the order view with hasEvidence. */
export function uploadEvidence(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name || 'receipt');
  return api.upload<DepositOrderView>(rechargePaths.evidence(id), form);
}
