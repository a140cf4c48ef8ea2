import type { AgentDateRange } from '@qilin/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session';
import {
  getAgentWallet,
  getFriends,
  getFriendsInfo,
  getSubordinates,
  getTeamStats,
} from '../api/promotion-api';

const keys = {
  info: ['promotion', 'info'] as const,
  friends: ['promotion', 'friends'] as const,
  subordinates: ['promotion', 'subordinates'] as const,
  stats: (range: AgentDateRange) => ['promotion', 'stats', range] as const,
  wallet: ['promotion', 'wallet'] as const,
};

/** The member's invite code, friend count and agent standing. */
export function useFriendsInfo() {
  const isLogin = useSessionStore((s) => s.isLogin);
  return useQuery({ queryKey: keys.info, queryFn: getFriendsInfo, enabled: isLogin, staleTime: 30_000 });
}

const nextPage = (last: { page: number; hasMore: boolean }) => (last.hasMore ? last.page + 1 : undefined);

export function useFriends() {
  const isLogin = useSessionStore((s) => s.isLogin);
  return useInfiniteQuery({
    queryKey: keys.friends,
    queryFn: ({ pageParam }) => getFriends(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: isLogin,
  });
}

/** Agent area only (the server answers 403 to anyone else): `enabled` once the standing says agent. */
export function useSubordinates(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: keys.subordinates,
    queryFn: ({ pageParam }) => getSubordinates(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

export function useTeamStats(range: AgentDateRange, enabled: boolean) {
  return useQuery({ queryKey: keys.stats(range), queryFn: () => getTeamStats(range), enabled });
}

export function useAgentWallet(enabled: boolean) {
  return useQuery({ queryKey: keys.wallet, queryFn: getAgentWallet, enabled });
}
