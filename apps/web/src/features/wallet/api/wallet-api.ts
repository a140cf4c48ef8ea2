import type { WalletResult } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const walletPaths = { wallet: '/api/member/wallet' } as const;

/** Balance and withdrawable amount, integer fen (contract payment.ts). */
export const getWallet = () => api.get<WalletResult>(walletPaths.wallet);
