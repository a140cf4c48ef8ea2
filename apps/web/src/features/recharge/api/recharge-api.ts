import type { DepositOrderView, PayTypeGroup, RechargeCheckResult } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const rechargePaths = {
  dropdown: '/api/fund/dropdown',
  check: '/api/fund/recharge/check',
  create: '/api/fund/recharge_deposit',
  info: (id: number) => `/api/fund/recharge_deposit/info/${id}`,
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

export const confirmDeposit = (id: number) => api.post<DepositOrderView>(rechargePaths.confirm(id));

export const cancelDeposit = (id: number) => api.post<DepositOrderView>(rechargePaths.cancel(id));
