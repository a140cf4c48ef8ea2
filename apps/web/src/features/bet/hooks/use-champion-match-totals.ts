import { useQueries } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session';
import { betKeys, getRoomRecords } from '../api/bet-api';

/**
 * How many orders the member has in each game of a champion-match activity (the room records call's
 * data.total): undefined while loading, null when it failed.
 */
export function useChampionMatchTotals(
  gameIds: readonly string[],
  activeId: string | null,
): Record<string, number | null | undefined> {
  const isLogin = useSessionStore((s) => s.isLogin);
  const results = useQueries({
    queries: gameIds.map((gameId) => ({
      queryKey: betKeys.activity(gameId, activeId ?? ''),
      queryFn: () => getRoomRecords({ gameId, activeId: activeId ?? '' }, 1),
      enabled: isLogin && activeId !== null,
    })),
  });
  return Object.fromEntries(
    gameIds.map((gameId, i) => {
      const r = results[i];
      if (r?.isError) return [gameId, null];
      return [gameId, r?.data?.total];
    }),
  );
}
