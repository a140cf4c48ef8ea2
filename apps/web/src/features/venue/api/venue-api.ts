import type { WalletResult } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const venuePaths = {
  list: '/api/member/wallet/third/list',
  wallet: '/api/member/wallet',
  exchangeIn: '/api/games/exchange/in',
  exchangeOut: '/api/games/exchange/out',
  allOut: '/api/games/exchange/all/out',
} as const;

/** One venue sub-wallet (spec §3: the party list has title; balances per venue, fen). */
export type Party = { code: string; title: string; balance: number };

export const getParties = () => api.get<Party[]>(venuePaths.list);
export const getMainWallet = () => api.get<WalletResult>(venuePaths.wallet);

type ExchangeBody = { code: string; amount_fen: number; request_id: string };
export const exchangeIn = (body: ExchangeBody) => api.post<unknown>(venuePaths.exchangeIn, body);
export const exchangeOut = (body: ExchangeBody) => api.post<unknown>(venuePaths.exchangeOut, body);
/** Every venue's balance back to the main wallet; `request_id` makes a repeated call a no-op. */
export const transferAllBack = (body: { request_id: string }) => api.post<unknown>(venuePaths.allOut, body);
