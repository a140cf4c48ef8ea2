import { Messages } from '@qilin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { confirmPopup, isPopupDismissed } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { queryKeys } from '../../../lib/query-client';
import { showSuccessToast } from '../../../lib/toast';
import { cancelChase, chaseKeys } from '../api/chase-api';

/**
 * Cancels a running chase after a confirm: '取消追号成功' (spec §4), the chase records and balance
 * (the refund) reload, then `onCancelled`. Resolves true when it was cancelled.
 */
export function useCancelChase(gameId: string | undefined, onCancelled?: (zhid: number) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (zhid: number): Promise<boolean> => {
      try {
        await confirmPopup({ kind: 'prompt', content: `${t('game.chase.cancel')}?` });
      } catch (error) {
        if (isPopupDismissed(error)) return false;
        throw error;
      }
      try {
        await cancelChase(zhid);
      } catch {
        return false; // shown by the central handler
      }
      showSuccessToast(Messages.chaseCancelSuccess);
      void queryClient.invalidateQueries({ queryKey: chaseKeys.records(gameId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      onCancelled?.(zhid);
      return true;
    },
    [gameId, queryClient, onCancelled, t],
  );
}
