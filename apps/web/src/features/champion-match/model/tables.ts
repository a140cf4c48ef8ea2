import { findGameFamily } from '@qilin/domain';
import { CHAMPION_MATCH_GAME } from './entry';

/**
 * The champion match's table games (game-rules A2/A3: Baccara and Pokerbull tables and the 28 冠军赛,
 * all played in the /gamezhuotou room under the activity's `activeId`).
 */
export const CHAMPION_TABLE_CODES = [CHAMPION_MATCH_GAME, 'Baccara', 'Pokerbull'] as const;

export type ChampionTable = { code: string; name: string };

export const CHAMPION_TABLES: readonly ChampionTable[] = CHAMPION_TABLE_CODES.flatMap((code) => {
  const family = findGameFamily(code);
  return family ? [{ code, name: family.name }] : [];
});

/** Where a disqualification sends the member back from (router state of the /ChampionMatch visit). */
export type Disqualified = { gameId: string; message: string };

export function readDisqualified(state: unknown): Disqualified | null {
  if (typeof state !== 'object' || state === null) return null;
  const d = (state as { disqualified?: unknown }).disqualified;
  if (typeof d !== 'object' || d === null) return null;
  const { gameId, message } = d as Record<string, unknown>;
  return typeof gameId === 'string' && typeof message === 'string' ? { gameId, message } : null;
}
