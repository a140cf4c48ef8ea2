import { Messages } from '@qilin/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { confirmPopup, isPopupDismissed } from '../../../components/popups';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toast';
import { betKeys, cancelBet, getBetRecords, getRoomRecords } from '../api/bet-api';

/** Spec §9: bet cancel toast 1.5 s; history and game info reload 1 s after a cancel. */
export const CANCEL_TOAST_MS = 1500;
export const RELOAD_AFTER_CANCEL_MS = 1000;

/** The member's orders of the issue on sale, with single and all cancel. */
export function useMyBets(
  gameId: string,
  issue: string | undefined,
  reloadKeys: readonly (readonly unknown[])[] = [],
  /** Told which order was cancelled (undefined = all of them), e.g. to trim the real-bet info. */
  onCancelled?: (orderId: number | undefined) => void,
  /** A champion-match table: only this activity's orders, from the room records call. */
  activity?: { roomId: string; activeId: string },
) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  const query = useQuery({
    // under the game's key, so every reload of the game's bets reaches the activity's list too
    queryKey: activity ? [...betKeys.mine(gameId), activity.activeId] : betKeys.mine(gameId),
    // silent: a failure reads '加载失败' in the list itself (spec §8), not a toast on top of it
    queryFn: () =>
      activity
        ? getRoomRecords({ gameId, roomId: activity.roomId, activeId: activity.activeId }, 1)
        : getBetRecords({ gameId }, 1, true),
    enabled: isLogin && gameId !== '',
  });
  const orders = (query.data?.list ?? []).filter((o) => o.issue === issue && o.status === 'open');

  const cancel = useCallback(
    async (orderId: number | undefined, confirmText: string): Promise<void> => {
      try {
        await confirmPopup({ kind: 'prompt', content: confirmText });
      } catch (error) {
        if (isPopupDismissed(error)) return;
        throw error;
      }
      try {
        await cancelBet(gameId, orderId);
      } catch {
        return; // the central handler already showed the server's message
      }
      onCancelled?.(orderId);
      showSuccessToast(Messages.betCancelSuccess, CANCEL_TOAST_MS);
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: betKeys.mine(gameId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
        for (const key of reloadKeys) void queryClient.invalidateQueries({ queryKey: key });
      }, RELOAD_AFTER_CANCEL_MS);
    },
    [gameId, queryClient, reloadKeys, onCancelled],
  );
  const retry = useCallback(() => void query.refetch(), [query.refetch]);
  return { orders, cancel, isLoading: query.isLoading, failed: query.isError, retry };
}
