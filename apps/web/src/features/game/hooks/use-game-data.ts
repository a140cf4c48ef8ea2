import { findGameFamily } from '@qilin/domain';
import { useQuery } from '@tanstack/react-query';
import { gameKeys, getDrawHistory, getGameInfo, getHowPlay } from '../api/game-api';

export function useDrawHistory(gameId: string) {
  return useQuery({
    queryKey: gameKeys.history(gameId),
    queryFn: () => getDrawHistory(gameId),
    enabled: gameId !== '',
  });
}

export function useGameInfo(gameId: string, roomId: string) {
  return useQuery({
    queryKey: gameKeys.info(gameId, roomId),
    queryFn: () => getGameInfo(gameId, roomId),
    enabled: gameId !== '',
  });
}

export function useHowPlay(gameId: string, enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.howPlay(gameId),
    queryFn: async () => {
      const raw = await getHowPlay(gameId);
      return typeof raw === 'string' ? raw : raw.content;
    },
    enabled: enabled && gameId !== '',
  });
}

/** The catalogue family of a game id (the play structure the server settles with). */
export function useGameFamily(gameId: string) {
  return findGameFamily(gameId) ?? null;
}
