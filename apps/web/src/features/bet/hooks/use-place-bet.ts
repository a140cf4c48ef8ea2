import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { confirmPopup, isPopupDismissed, popups } from '../../../components/popups';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-client';
import { ERROR_TOAST_MS, showToast } from '../../../lib/toast';
import { betKeys, placeBet } from '../api/bet-api';
import type { BetItem, BetReceipt } from '../api/types';
import { isInsufficientBalance } from '../model/bet-errors';
import { newIdempotencyKey } from '../model/slip';

export type SubmitBet = {
  items: BetItem[];
  lines: string[];
  totalText: string;
  mode: 'credit' | 'norm';
  issue?: string;
};

/** Shows a bet refusal the way spec §8 asks: insufficient balance → popup, anything else → 2 s toast. */
export function showBetError(error: unknown): void {
  const apiError = error instanceof ApiError ? error : null;
  const message = apiError?.message ?? (error instanceof Error ? error.message : '');
  if (isInsufficientBalance({ code: apiError?.code, message })) {
    void popups.insufficientBalance(message);
    return;
  }
  showToast(message, ERROR_TOAST_MS);
}

/**
 * Spec §4 bet flow: confirm popup → submitting indicator → on success the 1 s confirm tip, balance
 * and my-bets refresh; on failure the error as §8 says. Resolves with the receipt, or null.
 */
export function usePlaceBet(gameId: string, roomId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (bet: SubmitBet): Promise<BetReceipt | null> => {
      try {
        await confirmPopup({ kind: 'betConfirm', lines: bet.lines, totalText: bet.totalText });
      } catch (error) {
        if (isPopupDismissed(error)) return null;
        throw error;
      }
      const closeSubmitting = popups.betSubmitting();
      try {
        const receipt = await placeBet({
          gameId,
          roomId,
          issue: bet.issue,
          mode: bet.mode,
          items: bet.items,
          idempotencyKey: newIdempotencyKey(),
        });
        closeSubmitting();
        void popups.betSuccess();
        void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
        void queryClient.invalidateQueries({ queryKey: betKeys.mine(gameId) });
        return receipt;
      } catch (error) {
        closeSubmitting();
        showBetError(error);
        return null;
      }
    },
    [gameId, roomId, queryClient],
  );
}
