import { useQuery } from '@tanstack/react-query';
import { currentBase } from '../../../lib/api-client';
import { probeLine } from '../model/machine-facts';

/** The current line's latency and the clock offset, measured when asked (never cached). */
export function useLineProbe() {
  const line = currentBase();
  return useQuery({
    queryKey: ['member', 'line-probe', line] as const,
    queryFn: () =>
      probeLine(
        line,
        (url) => fetch(url, { cache: 'no-store' }),
        () => performance.timeOrigin + performance.now(),
      ),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
