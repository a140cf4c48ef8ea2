import type { TrialResetResult, TrialStartResult, WalletResult } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const trialPaths = {
  start: '/api/auth/trial',
  reset: '/api/trial/reset',
  wallet: '/api/member/wallet',
  logout: '/api/auth/logout',
} as const;

/** A new trial member with its own session and the demo balance in play money. */
export const startTrialSession = () => api.post<TrialStartResult>(trialPaths.start, {});

/** 重置: the play wallet back to the demo balance. */
export const resetTrialBalance = () => api.post<TrialResetResult>(trialPaths.reset, {});

/** The play wallet, under the same query key as the member wallet (the session decides whose). */
export const getTrialWallet = () => api.get<WalletResult>(trialPaths.wallet);

/** Ends the trial session on the server; never blocks leaving the trial. */
export const endTrialSession = () =>
  api.post<unknown>(trialPaths.logout, {}, { silent: true, skipSessionExpiry: true }).catch(() => undefined);
