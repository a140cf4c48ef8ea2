import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session';
import { enterGame, gameKeys } from '../api/game-api';
import { useDrawHistory, useGameFamily, useGameInfo } from './use-game-data';
import { useSaleIssue } from './use-sale-issue';

/**
 * What every game screen reads first: the game and room from the URL (`game_id`, `game_room_id`,
 * room 1 by default), its catalogue family, the current issue clock, recent draws and game info.
 * A guest reads all of them through the guest calls (spec §7 guest lottery) and browses the room;
 * `guest` tells the screen to ask for a login before member actions.
 */
export function useGameScreen() {
  const [params] = useSearchParams();
  const gameId = params.get('game_id') ?? '';
  const roomId = params.get('game_room_id') ?? '1';
  const family = useGameFamily(gameId);
  const { clock } = useSaleIssue(gameId, family !== null);
  const isLogin = useSessionStore((s) => s.isLogin);
  const guest = !isLogin;
  const history = useDrawHistory(gameId, { guest });
  const info = useGameInfo(gameId, roomId, guest);
  const queryClient = useQueryClient();
  const known = family !== null;
  // Entering the room is recorded for the hall's recent games (spec §7 recent game).
  useEffect(() => {
    if (!isLogin || !known) return;
    void enterGame(gameId, roomId).then(() => queryClient.invalidateQueries({ queryKey: gameKeys.recent }));
  }, [isLogin, known, gameId, roomId, queryClient]);
  return { gameId, roomId, family, clock, history, info, guest };
}
