import type { RebateInfo } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export const rebateUrl = '/api/bet/rebate';
export const rebateKey = ['bet', 'rebate'] as const;

/**
 * The member's 返点 ceiling and step (server: modules/bet rebate.routes). Silent: without it the
 * slider simply offers no rebate (ceiling 0), which every bet may take.
 */
export function useRebate(): RebateInfo {
  const isLogin = useSessionStore((s) => s.isLogin);
  const query = useQuery({
    queryKey: rebateKey,
    queryFn: () => api.get<RebateInfo>(rebateUrl, { silent: true }),
    enabled: isLogin,
    staleTime: 60_000,
  });
  return query.data ?? { maxBp: 0, stepBp: 10 };
}
