import type {
  DrawnIssue,
  GameClassResult,
  GameClassType,
  GuestOverview,
  HowPlay,
  LotteryInfo,
  MainLotteryData,
  RecentGame,
  SaleIssueResult,
  UpcomingIssue,
} from '@qilin/contract';
import { api } from '../../../lib/api-client';
import type { GameListItem, TimedSaleIssue } from '../model/game-views';
import { clockOffsetMs } from '../model/server-clock';

/** Every game URL of the client, in one place (the server's modules/game routes). */
export const gameUrls = {
  /** Game class list: `{type, games: [{id, gid, name, type, sale…}]}` for type 1/2/3. */
  list: '/api/lottery/class',
  saleIssue: '/api/lottery/sale/issue',
  /** The next issues on sale from the server's real draw schedule (chase lists number from it). */
  upcoming: '/api/lottery/sale/issues',
  history: '/api/lottery/history/draw',
  info: '/api/lottery/info',
  howPlay: '/api/lottery/how_play',
  issue: '/api/lottery/issue',
  main: '/api/lottery/main',
  /** Records that the member entered a game room (feeds the hall's recent games). */
  enter: '/api/lottery/enter',
  /** The member's recent games, newest activity first (REST face of /sbin recent_game). */
  recent: '/api/lottery/recent',
} as const;

/** The guest variants (spec §7 guest lottery: info, sale/issue, history/draw — no login). */
export const guestUrls = {
  /** Without game_id: every drawn game with its issue on sale and last result; with it: a room's odds. */
  info: '/api/guest/lottery/info',
  saleIssue: '/api/guest/lottery/sale/issue',
  history: '/api/guest/lottery/history/draw',
  issue: '/api/guest/lottery/issue',
} as const;

/** Reads as a guest (no login needed) or as the member. */
export type Audience = { guest?: boolean };

/** Default history count (spec §9: 10 rounds). */
export const HISTORY_COUNT = 10;

export async function getGameList(type: GameClassType): Promise<GameListItem[]> {
  const raw = await api.get<GameClassResult>(gameUrls.list, { query: { type } });
  return raw.games.map((g) => ({ game_id: g.id, name: g.name, type: g.type }));
}

/** The issue on sale, with the server-clock offset measured around this very call. */
export async function getSaleIssue(
  gameId: string,
  { guest = false }: Audience = {},
): Promise<TimedSaleIssue | null> {
  const sentAt = Date.now();
  const issue = await api.get<SaleIssueResult>(guest ? guestUrls.saleIssue : gameUrls.saleIssue, {
    query: { game_id: gameId },
    silent: true,
  });
  // null: nothing on sale (a 红包 game, or a schedule not yet opened)
  return issue && { ...issue, offsetMs: clockOffsetMs(issue.serverTime, sentAt, Date.now()) };
}

export async function getUpcomingIssues(gameId: string, count: number): Promise<UpcomingIssue[]> {
  const raw = await api.get<{ list: UpcomingIssue[] }>(gameUrls.upcoming, {
    query: { game_id: gameId, count },
  });
  return raw.list;
}

export async function getDrawHistory(
  gameId: string,
  count = HISTORY_COUNT,
  { guest = false }: Audience = {},
): Promise<DrawnIssue[]> {
  const raw = await api.get<{ list: DrawnIssue[] }>(guest ? guestUrls.history : gameUrls.history, {
    query: { game_id: gameId, count },
  });
  return raw.list;
}

export const getGameInfo = (gameId: string, roomId: string, { guest = false }: Audience = {}) =>
  api.get<LotteryInfo>(guest ? guestUrls.info : gameUrls.info, {
    query: { game_id: gameId, game_room_id: roomId },
  });

export const getIssue = (gameId: string, issue: string, { guest = false }: Audience = {}) =>
  api.get<DrawnIssue>(guest ? guestUrls.issue : gameUrls.issue, { query: { game_id: gameId, issue } });

/** The guest overview, with the server-clock offset measured around the call (as getSaleIssue). */
export async function getGuestOverview(type: 1 | 2): Promise<GuestOverview & { offsetMs: number }> {
  const sentAt = Date.now();
  const raw = await api.get<GuestOverview>(guestUrls.info, { query: { type } });
  return { ...raw, offsetMs: clockOffsetMs(raw.serverTime, sentAt, Date.now()) };
}

export const getHowPlay = (gameId: string) =>
  api.get<HowPlay>(gameUrls.howPlay, { query: { game_id: gameId }, silent: true });

/** Trend screen counts (spec §9: 10 rounds by default); the server takes 1–100. */
export const TREND_COUNTS = [10, 30, 50, 100] as const;

export const getMainLotteryData = (gameId: string, roomId: string, count = HISTORY_COUNT) =>
  api.get<MainLotteryData>(gameUrls.main, {
    query: { game_id: gameId, game_room_id: roomId, count, isFirst: 1 },
  });

export async function getRecentGames(): Promise<GameListItem[]> {
  const raw = await api.get<{ list: RecentGame[] }>(gameUrls.recent, { silent: true });
  return raw.list.map((g) => ({ game_id: g.id, name: g.name, type: g.type, room_id: g.roomId }));
}

/** Fire-and-forget: a failed entry record only costs the recent list an item. */
export function enterGame(gameId: string, roomId: string): Promise<unknown> {
  return api
    .post(gameUrls.enter, { game_id: gameId, game_room_id: roomId }, { silent: true })
    .catch(() => null);
}

export const gameKeys = {
  recent: ['game', 'recent'] as const,
  list: (type: GameClassType) => ['game', 'list', type] as const,
  saleIssue: (gameId: string, guest = false) =>
    ['game', guest ? 'guest-sale-issue' : 'sale-issue', gameId] as const,
  upcoming: (gameId: string, count: number, onSale: string) =>
    ['game', 'upcoming', gameId, count, onSale] as const,
  history: (gameId: string) => ['game', 'history', gameId] as const,
  guestHistory: (gameId: string) => ['game', 'guest-history', gameId] as const,
  guestTrend: (gameId: string, count: number) => ['game', 'guest-trend', gameId, count] as const,
  guestOverview: (type: 1 | 2) => ['game', 'guest-overview', type] as const,
  info: (gameId: string, roomId: string, guest = false) =>
    ['game', guest ? 'guest-info' : 'info', gameId, roomId] as const,
  howPlay: (gameId: string) => ['game', 'how-play', gameId] as const,
  issue: (gameId: string, issue: string, guest = false) =>
    ['game', guest ? 'guest-issue' : 'issue', gameId, issue] as const,
  main: (gameId: string, roomId: string, count: number) => ['game', 'main', gameId, roomId, count] as const,
};
