import type { WalletResult, WithdrawView } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const withdrawPaths = {
  preCheck: '/api/fund/withdraw/pre_check',
  accounts: '/api/fund/withdraw/accounts',
  // /api/fund/types is the payment module's (recharge types); this one lists the withdraw types.
  types: '/api/fund/withdraw/types',
  add: '/api/fund/withdraw/account/add',
  del: (id: number) => `/api/fund/withdraw/account/del/${id}`,
  banks: '/api/fund/banks',
  apply: '/api/fund/withdraw',
  list: '/api/fund/withdraw/list',
} as const;

/**
 * Spec §3 Withdrawal account: type, title, id (plus what the list shows). `title` already names the
 * bank (or type) and the masked number, so screens describe an account by type and holder instead.
 */
export type WithdrawAccount = {
  id: number;
  type: number;
  title: string;
  typeName?: string;
  account?: string;
  bankName?: string;
  holder_name?: string;
};

/** The line under an account's title: its type and holder, e.g. '银行卡 · 张三'. */
export function accountDetail(a: WithdrawAccount): string {
  return [a.typeName, a.holder_name].filter(Boolean).join(' · ');
}

export type FundTypes = { withdrawTypes: { available: number[] } };
export type Bank = { bankName: string; bankCode?: string };
export type Paged<T> = { list: T[]; total: number };

/** Silent: the withdraw screen decides how each refusal is shown (spec §8 pre-check rule). */
export const preCheck = () => api.get<unknown>(withdrawPaths.preCheck, { silent: true });

export const getAccounts = () => api.get<WithdrawAccount[]>(withdrawPaths.accounts);

export const getFundTypes = () => api.get<FundTypes>(withdrawPaths.types);

export const getBanks = () => api.get<Bank[]>(withdrawPaths.banks);

export type AddAccountBody = { type: number; account: string; holder_name?: string; bank_name?: string };

/** Silent: spec §8 shows '添加成功' or the error message, which the screen does itself. */
export const addAccount = (body: AddAccountBody) =>
  api.post<unknown>(withdrawPaths.add, body, { silent: true });

export const deleteAccount = (id: number) => api.post<unknown>(withdrawPaths.del(id), {}, { silent: true });

export type ApplyBody = { account_id: number; amount_fen: number; request_id: string } & Record<
  string,
  unknown
>;

export const applyWithdraw = (body: ApplyBody) => api.post<unknown>(withdrawPaths.apply, body);

/** The list arrives as a page ({list,total}) or a bare array; both read the same here. */
export async function getWithdrawList(page: number): Promise<Paged<WithdrawView>> {
  const result = await api.get<Paged<WithdrawView> | WithdrawView[]>(withdrawPaths.list, {
    query: { page, pageSize: 20 },
  });
  return Array.isArray(result) ? { list: result, total: result.length } : result;
}

/** The same wallet read as /account (shared query key), for the withdrawable cap. */
export const getWithdrawable = () => api.get<WalletResult>('/api/member/wallet');
