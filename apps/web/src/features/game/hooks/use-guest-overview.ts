import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketUp } from '../../../lib/socket-status';
import { useTicker } from '../../../lib/use-ticker';
import { gameKeys, getGuestOverview } from '../api/game-api';
import { refreshAt, refreshDelayMs, remainingMs } from '../model/server-clock';

/**
 * The guest overview of one class (no login): every game with its issue on sale and last result.
 * Countdowns run on the server clock measured by the call; once any game's draw instant passes (a
 * PENDING issue's: its openAt), the overview (and the guest result lists) are asked again a moment
 * later, and again, backing off, while an answer still holds a passed instant (a draw waiting for
 * its beacon round). While the socket is up none of these asks are made: the `issue` push updates each
 * game in the cached overview (`model/issue-push.ts`); they are the fallback while it is down.
 */
export function useGuestOverview(type: 1 | 2) {
  const queryClient = useQueryClient();
  const socketUp = useSocketUp();
  const query = useQuery({
    queryKey: gameKeys.guestOverview(type),
    queryFn: () => getGuestOverview(type),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const localNow = useTicker();
  const data = query.data;
  const nextDueAt = Math.min(
    ...(data?.games ?? []).flatMap((g) => (g.sale ? [refreshAt(g.sale)] : [])),
    Number.POSITIVE_INFINITY,
  );
  const due =
    data !== undefined && Number.isFinite(nextDueAt)
      ? remainingMs(nextDueAt, data.offsetMs, localNow) === 0
      : false;
  const attempts = useRef(0);
  useEffect(() => {
    if (!due || data === undefined || socketUp) {
      attempts.current = 0;
      return;
    }
    const id = setTimeout(() => {
      attempts.current += 1;
      void queryClient.invalidateQueries({ queryKey: gameKeys.guestOverview(type) });
      void queryClient.invalidateQueries({ queryKey: ['game', 'guest-history'] });
    }, refreshDelayMs(attempts.current));
    return () => clearTimeout(id);
  }, [due, data, type, queryClient, socketUp]);
  return { data, localNow, isLoading: query.isLoading, isError: query.isError };
}
