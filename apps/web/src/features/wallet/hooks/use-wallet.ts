import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { getWallet } from '../api/wallet-api';

/** Shares queryKeys.balance so the socket's ex_out_all and deposit notices refresh it live. */
export function useWallet() {
  const isLogin = useSessionStore((s) => s.isLogin);
  return useQuery({ queryKey: queryKeys.balance, queryFn: getWallet, enabled: isLogin, staleTime: 5_000 });
}
