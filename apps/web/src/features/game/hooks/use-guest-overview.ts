import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTicker } from '../../../lib/use-ticker';
import { gameKeys, getGuestOverview } from '../api/game-api';
import { remainingMs } from '../model/server-clock';

const AFTER_DRAW_REFRESH_MS = 1500;

/**
 * The guest overview of one class (no login): every game with its issue on sale and last result.
 * Countdowns run on the server clock measured by the call; once any game's draw instant passes, the
 * overview (and the guest result lists) are asked again a moment later.
 */
export function useGuestOverview(type: 1 | 2) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: gameKeys.guestOverview(type),
    queryFn: () => getGuestOverview(type),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const localNow = useTicker();
  const data = query.data;
  const nextDrawAt = Math.min(
    ...(data?.games ?? []).flatMap((g) => (g.sale ? [g.sale.drawAt] : [])),
    Number.POSITIVE_INFINITY,
  );
  const drawn =
    data !== undefined && Number.isFinite(nextDrawAt)
      ? remainingMs(nextDrawAt, data.offsetMs, localNow) === 0
      : false;
  useEffect(() => {
    if (!drawn) return;
    const id = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.guestOverview(type) });
      void queryClient.invalidateQueries({ queryKey: ['game', 'guest-history'] });
    }, AFTER_DRAW_REFRESH_MS);
    return () => clearTimeout(id);
  }, [drawn, type, queryClient]);
  return { data, localNow, isLoading: query.isLoading, isError: query.isError };
}
