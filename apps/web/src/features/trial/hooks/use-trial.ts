import { TrialMessages } from '@qilin/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toast';
import { getTrialWallet, resetTrialBalance } from '../api/trial-api';
import { enterTrial, leaveTrial } from '../model/trial-session';

export const useTrialActive = () => useSessionStore((s) => s.trial !== null);

/** Starts a trial where the guest is (the hall, a room): the screen refetches as the trial member. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => enterTrial(queryClient) });
}

/** 退出试玩 and back to the hall, as the guest or the member the trial left untouched. */
export function useExitTrial() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => leaveTrial(queryClient),
    onSuccess: () => navigate(paths.hall.href(), { replace: true }),
  });
}

/** The play wallet; the same key as the member wallet, so bets and pushes refresh it alike. */
export function useTrialWallet() {
  const active = useTrialActive();
  return useQuery({
    queryKey: queryKeys.balance,
    queryFn: getTrialWallet,
    enabled: active,
    staleTime: 5_000,
  });
}

export function useResetTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTrialBalance,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      showSuccessToast(TrialMessages.resetDone);
    },
  });
}
