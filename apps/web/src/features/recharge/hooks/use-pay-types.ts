import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { getPayTypes } from '../api/recharge-api';

/** Spec §9: fund types are fetched at most once every 2 s, however often the member taps. */
export const PAY_TYPES_THROTTLE_MS = 2000;

export const rechargeKeys = {
  payTypes: ['recharge', 'payTypes'] as const,
  order: (id: number) => ['recharge', 'order', id] as const,
};

export function usePayTypes() {
  // When the last fetch started, the first one (on open) included: a tap right after the screen
  // opens must not ask again.
  const lastFetchAt = useRef(Number.NEGATIVE_INFINITY);
  const query = useQuery({
    queryKey: rechargeKeys.payTypes,
    queryFn: () => {
      lastFetchAt.current = Date.now();
      return getPayTypes();
    },
    staleTime: 0,
  });
  const { refetch } = query;
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastFetchAt.current < PAY_TYPES_THROTTLE_MS) return false;
    lastFetchAt.current = now;
    void refetch();
    return true;
  }, [refetch]);
  return { ...query, refresh };
}
