import { findGameFamily } from '@qilin/domain';
import { useQuery } from '@tanstack/react-query';
import {
  gameKeys,
  getDrawHistory,
  getGameInfo,
  getHowPlay,
  getIssue,
  getMainLotteryData,
  getUpcomingIssues,
} from '../api/game-api';
import type { TrendSource } from '../model/trend';

export function useDrawHistory(gameId: string, { guest = false, enabled = true } = {}) {
  return useQuery({
    queryKey: guest ? gameKeys.guestHistory(gameId) : gameKeys.history(gameId),
    queryFn: () => getDrawHistory(gameId, undefined, { guest }),
    enabled: enabled && gameId !== '',
  });
}

/** A room's odds and rules; a guest reads them through the guest call (the member one answers 401). */
export function useGameInfo(gameId: string, roomId: string, guest = false) {
  return useQuery({
    queryKey: gameKeys.info(gameId, roomId, guest),
    queryFn: () => getGameInfo(gameId, roomId, { guest }),
    enabled: gameId !== '',
  });
}

export function useHowPlay(gameId: string, enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.howPlay(gameId),
    queryFn: async () => {
      // how_play lists every play with its rule; the rules popup shows one play per line
      const raw = await getHowPlay(gameId);
      return raw.plays.map((p) => `${p.name}：${p.rule}`).join('\n');
    },
    enabled: enabled && gameId !== '',
  });
}

/** The catalogue family of a game id (the play structure the server settles with). */
export function useGameFamily(gameId: string) {
  return findGameFamily(gameId) ?? null;
}

/** GET of one issue: everything the verifier needs (seed, commitment, terminal hash, result). */
export function useIssue(gameId: string, issue: string, guest = false) {
  return useQuery({
    queryKey: gameKeys.issue(gameId, issue, guest),
    queryFn: () => getIssue(gameId, issue, { guest }),
    enabled: gameId !== '' && issue !== '',
    // a drawn issue never changes; one still waiting for its seed is asked again when reopened
    staleTime: (q) => (q.state.data?.seed ? Number.POSITIVE_INFINITY : 0),
  });
}

/**
 * The next `count` issues on sale, from the server's draw schedule. Asked again whenever the issue on
 * sale changes (`onSale`), so a chase list never offers an issue that has closed.
 */
export function useUpcomingIssues(gameId: string, count: number, onSale: string | undefined, enabled = true) {
  return useQuery({
    queryKey: gameKeys.upcoming(gameId, count, onSale ?? ''),
    queryFn: () => getUpcomingIssues(gameId, count),
    enabled: enabled && gameId !== '' && onSale !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
}

/** Main lottery data (spec §3): the last `count` draws with the server's cold_hot, ignore and map. */
export function useMainLotteryData(gameId: string, roomId: string, count: number, enabled = true) {
  return useQuery({
    queryKey: gameKeys.main(gameId, roomId, count),
    queryFn: () => getMainLotteryData(gameId, roomId, count),
    enabled: enabled && gameId !== '',
    // another count keeps the charts on screen until its data arrives
    placeholderData: (previous) => previous,
  });
}

/**
 * A guest's trend data: main lottery data is a member call, so a guest's charts are drawn from the
 * last `count` draws of the guest history alone (no server cold_hot, ignore or road map).
 */
export function useGuestTrendData(gameId: string, count: number, enabled = true) {
  return useQuery({
    queryKey: gameKeys.guestTrend(gameId, count),
    queryFn: async (): Promise<TrendSource> => ({
      last: await getDrawHistory(gameId, count, { guest: true }),
    }),
    enabled: enabled && gameId !== '',
    placeholderData: (previous) => previous,
  });
}
