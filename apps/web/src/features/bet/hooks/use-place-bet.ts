import type { BetItem, BetReceipt } from '@qilin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { confirmPopup, isPopupDismissed, popups } from '../../../components/popups';
import { paths } from '../../../config/paths';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isProtectionRefusal } from '../../../lib/api-error-handler';
import { queryKeys } from '../../../lib/query-client';
import { ERROR_TOAST_MS, showToast } from '../../../lib/toast';
import { betKeys, placeBet } from '../api/bet-api';
import { isDisqualified, isInsufficientBalance } from '../model/bet-errors';
import { newIdempotencyKey } from '../model/slip';

export type SubmitBet = {
  items: BetItem[];
  lines: string[];
  totalText: string;
  mode: 'credit' | 'norm';
  issue?: string;
};

/** Spec §4/§8: a disqualified champion-match member is sent back to /ChampionMatch after 2 s. */
export const DISQUALIFIED_RETURN_MS = 2000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Shows a bet refusal the way spec §8 asks: insufficient balance → popup, anything else → 2 s toast. */
export function showBetError(error: unknown): void {
  const apiError = error instanceof ApiError ? error : null;
  const message = messageOf(error);
  if (isInsufficientBalance({ code: apiError?.code, message })) {
    void popups.insufficientBalance(message);
    return;
  }
  // A limit or break of the member's own: the central dialog that names it and leads to the limits.
  if (apiError && isProtectionRefusal(apiError.code)) {
    reportApiError(apiError);
    return;
  }
  showToast(message, ERROR_TOAST_MS);
}

/**
 * Spec §4 bet flow: confirm popup → submitting indicator → on success the 1 s confirm tip, balance
 * and my-bets refresh; on failure the error as §8 says. Resolves with the receipt, or null.
 * With `activeId` (a champion-match table) the bet is placed under that activity, and a refusal
 * containing '取消资格' is toasted, then the member is returned to /ChampionMatch after 2 s.
 */
export function usePlaceBet(gameId: string, roomId: string, activeId?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // a member who leaves the table within the 2 s is not pulled back to the lobby afterwards
  useEffect(() => () => clearTimeout(leaving.current), []);
  const returnToLobby = useCallback(
    (message: string) => {
      showToast(message, ERROR_TOAST_MS);
      clearTimeout(leaving.current);
      leaving.current = setTimeout(() => {
        navigate(paths.championMatch.href({ activeId }), {
          replace: true,
          state: { disqualified: { gameId, message } },
        });
      }, DISQUALIFIED_RETURN_MS);
    },
    [navigate, activeId, gameId],
  );
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
          ...(activeId ? { activeId } : {}),
        });
        closeSubmitting();
        void popups.betSuccess();
        void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
        void queryClient.invalidateQueries({ queryKey: betKeys.mine(gameId) });
        return receipt;
      } catch (error) {
        closeSubmitting();
        if (activeId && isDisqualified(messageOf(error))) returnToLobby(messageOf(error));
        else showBetError(error);
        return null;
      }
    },
    [gameId, roomId, activeId, queryClient, returnToLobby],
  );
}
