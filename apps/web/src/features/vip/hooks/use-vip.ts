import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toast';
import {
  getRebateExplain,
  getSignInfo,
  getVip,
  getVipGifts,
  getVipRules,
  receiveVipGift,
  signToday,
} from '../api/vip-api';

export const vipKeys = {
  info: ['vip', 'info'] as const,
  rules: ['vip', 'rules'] as const,
  gifts: ['vip', 'gifts'] as const,
  rebate: ['vip', 'rebate'] as const,
  sign: ['vip', 'sign'] as const,
};

/** What a claim changes: the member's VIP views, the balance, and the gift record (its own feature's key). */
const CLAIM_STALE = [['vip'], queryKeys.balance, ['details', 'gifts']] as const;

function useMember() {
  return useSessionStore((s) => s.isLogin);
}

export const useVipInfo = () => useQuery({ queryKey: vipKeys.info, queryFn: getVip, enabled: useMember() });
export const useVipRules = () =>
  useQuery({ queryKey: vipKeys.rules, queryFn: getVipRules, enabled: useMember() });
export const useVipGifts = () =>
  useQuery({ queryKey: vipKeys.gifts, queryFn: getVipGifts, enabled: useMember() });
export const useRebateExplain = () =>
  useQuery({ queryKey: vipKeys.rebate, queryFn: getRebateExplain, enabled: useMember() });
export const useSignInfo = () =>
  useQuery({ queryKey: vipKeys.sign, queryFn: getSignInfo, enabled: useMember() });

function useClaim<T>(fn: (arg: T) => Promise<unknown>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => showSuccessToast(success),
    onSettled: () =>
      Promise.all(CLAIM_STALE.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}

export const useReceiveVipGift = (success: string) => useClaim((key: string) => receiveVipGift(key), success);
export const useSignToday = (success: string) => useClaim<void>(() => signToday(), success);
