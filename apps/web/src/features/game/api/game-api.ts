import { api } from '../../../lib/api-client';
import { clockOffsetMs } from '../model/server-clock';
import type {
  DrawnIssue,
  GameClassType,
  GameInfo,
  GameListItem,
  MainLotteryData,
  SaleIssue,
  TimedSaleIssue,
} from './types';

/** Every game URL of the client, in one place (the server's modules/game routes). */
export const gameUrls = {
  /** Game class list: `{type, games: [{id, gid, name, type, sale…}]}` for type 1/2/3. */
  list: '/api/lottery/class',
  saleIssue: '/api/lottery/sale/issue',
  history: '/api/lottery/history/draw',
  info: '/api/lottery/info',
  howPlay: '/api/lottery/how_play',
  issue: '/api/lottery/issue',
  main: '/api/lottery/main',
} as const;

/** Default history count (spec §9: 10 rounds). */
export const HISTORY_COUNT = 10;

type RawGame = Partial<Omit<GameListItem, 'game_id'>> & { id?: string; gid?: string };
type RawList = { games?: RawGame[] };

/** The class list answers `{type, games}`; a game's code is its `id` (also sent as `gid`). */
function normaliseGames(raw: RawList, type: GameClassType): GameListItem[] {
  return (raw.games ?? []).flatMap((g) => {
    const id = g.id ?? g.gid;
    if (id === undefined || !g.name) return [];
    return [{ game_id: String(id), name: g.name, type: g.type ?? type, icon: g.icon }];
  });
}

export async function getGameList(type: GameClassType): Promise<GameListItem[]> {
  const raw = await api.get<RawList>(gameUrls.list, { query: { type } });
  return normaliseGames(raw, type);
}

/** The issue on sale, with the server-clock offset measured around this very call. */
export async function getSaleIssue(gameId: string): Promise<TimedSaleIssue> {
  const sentAt = Date.now();
  const issue = await api.get<SaleIssue>(gameUrls.saleIssue, { query: { game_id: gameId }, silent: true });
  return { ...issue, offsetMs: clockOffsetMs(issue.serverTime, sentAt, Date.now()) };
}

export async function getDrawHistory(gameId: string, count = HISTORY_COUNT): Promise<DrawnIssue[]> {
  const raw = await api.get<{ list: DrawnIssue[] }>(gameUrls.history, {
    query: { game_id: gameId, count },
  });
  return raw.list;
}

export const getGameInfo = (gameId: string, roomId: string) =>
  api.get<GameInfo>(gameUrls.info, { query: { game_id: gameId, game_room_id: roomId } });

export const getIssue = (gameId: string, issue: string) =>
  api.get<DrawnIssue>(gameUrls.issue, { query: { game_id: gameId, issue } });

export type HowPlay = { name: string; plays: { id: string; name: string; rule: string }[] };

export const getHowPlay = (gameId: string) =>
  api.get<HowPlay>(gameUrls.howPlay, { query: { game_id: gameId }, silent: true });

export const getMainLotteryData = (gameId: string, roomId: string, count = HISTORY_COUNT) =>
  api.get<MainLotteryData>(gameUrls.main, {
    query: { game_id: gameId, game_room_id: roomId, count, isFirst: 1 },
  });

export const gameKeys = {
  list: (type: GameClassType) => ['game', 'list', type] as const,
  saleIssue: (gameId: string) => ['game', 'sale-issue', gameId] as const,
  history: (gameId: string) => ['game', 'history', gameId] as const,
  info: (gameId: string, roomId: string) => ['game', 'info', gameId, roomId] as const,
  howPlay: (gameId: string) => ['game', 'how-play', gameId] as const,
  issue: (gameId: string, issue: string) => ['game', 'issue', gameId, issue] as const,
  main: (gameId: string) => ['game', 'main', gameId] as const,
};
