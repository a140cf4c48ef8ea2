import type {
  BetItem,
  BetOrderDetailResult,
  BetReceipt,
  BetRecordsResult,
  CancelBetResult,
  PlaceBetBody,
  PlaceBetResult,
} from '@qilin/contract';
import { api } from '../../../lib/api-client';
import type { BetRecordsFilter } from '../model/record-row';

/** Every bet URL of the client (the server's modules/bet routes). */
export const betUrls = {
  order: '/api/bet/order',
  cancel: '/api/bet/cancel',
  records: '/api/bet/records',
  detail: '/api/bet/order/detail',
  /** Champion-match variant of the records: one game (and room) of one activity. */
  roomRecords: '/api/bet/room/records',
} as const;

export const PAGE_SIZE = 20;

export type PlaceBetInput = {
  gameId: string;
  roomId: string;
  issue?: string;
  mode: 'credit' | 'norm';
  items: BetItem[];
  idempotencyKey: string;
  /** Champion-match activity the bet is placed under (its tables disqualify both-sides bets). */
  activeId?: string;
};

/** Silent: the bet flow decides between the insufficient-balance popup and a 2 s toast itself. */
export async function placeBet(input: PlaceBetInput): Promise<BetReceipt> {
  const body: PlaceBetBody = {
    mode: input.mode,
    content: input.items,
    game_id: input.gameId,
    game_room_id: input.roomId,
    issue: input.issue,
    idempotency_key: input.idempotencyKey,
    ...(input.activeId ? { activeId: input.activeId } : {}),
  };
  // spec: the client reads result.content
  const result = await api.post<PlaceBetResult>(betUrls.order, body, { silent: true });
  return result.content;
}

/** Cancels one order by its history id, or every open order of the game when id is omitted. */
export const cancelBet = (gameId: string, orderId?: number) =>
  api.post<CancelBetResult>(betUrls.cancel, { game_id: gameId, id: orderId });

export function getBetRecords(filter: BetRecordsFilter, page: number, silent = false) {
  return api.post<BetRecordsResult>(
    betUrls.records,
    {
      game_id: filter.gameId,
      startTime: filter.startTime,
      endTime: filter.endTime,
      page,
      pageSize: PAGE_SIZE,
    },
    { silent },
  );
}

/** GET /api/bet/order/detail: the order as it stands now and the receipt stored when it was accepted. */
export function getBetOrderDetail(orderId: number) {
  // silent: the detail sheet shows '加载失败' itself
  return api.get<BetOrderDetailResult>(betUrls.detail, { query: { id: orderId }, silent: true });
}

/**
 * GET /api/bet/room/records (spec §7 champion variant: gameId, gameRoomId, activeId, pageNum, pageSize;
 * reads data.total): the member's orders in one game of a champion-match activity. Silent: the screens
 * show '加载失败' themselves.
 */
export function getRoomRecords(filter: { gameId: string; roomId?: string; activeId: string }, page: number) {
  return api.get<BetRecordsResult>(betUrls.roomRecords, {
    query: {
      gameId: filter.gameId,
      gameRoomId: filter.roomId,
      activeId: filter.activeId,
      pageNum: page,
      pageSize: PAGE_SIZE,
    },
    silent: true,
  });
}

export const betKeys = {
  records: (filter: BetRecordsFilter) => ['bet', 'records', filter] as const,
  mine: (gameId: string) => ['bet', 'mine', gameId] as const,
  /** The orders of one champion-match activity in one game (room records). */
  activity: (gameId: string, activeId: string) => ['bet', 'activity', gameId, activeId] as const,
  detail: (orderId: number) => ['bet', 'detail', orderId] as const,
};
