import { useSearchParams } from 'react-router';
import { useDrawHistory, useGameFamily, useGameInfo } from './use-game-data';
import { useSaleIssue } from './use-sale-issue';

/**
 * What every game screen reads first: the game and room from the URL (`game_id`, `game_room_id`,
 * room 1 by default), its catalogue family, the current issue clock, recent draws and game info.
 */
export function useGameScreen() {
  const [params] = useSearchParams();
  const gameId = params.get('game_id') ?? '';
  const roomId = params.get('game_room_id') ?? '1';
  const family = useGameFamily(gameId);
  const { clock } = useSaleIssue(gameId, family !== null);
  const history = useDrawHistory(gameId);
  const info = useGameInfo(gameId, roomId);
  return { gameId, roomId, family, clock, history, info };
}
