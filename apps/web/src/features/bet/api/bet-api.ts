import type { PlaceBetBody } from '@qilin/contract';
import { api } from '../../../lib/api-client';
import type {
  BetItem,
  BetOrderDetail,
  BetOrderRecord,
  BetReceipt,
  BetRecordRow,
  BetRecordsFilter,
  BetRecordsPage,
  BetStatus,
  ServerBet,
  ServerOrder,
} from './types';

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
  // the server answers {content: receipt} (spec: reads result.content)
  const result = await api.post<{ content: BetReceipt }>(betUrls.order, body, { silent: true });
  return result.content;
}

/** Cancels one order by its history id, or every open order of the game when id is omitted. */
export const cancelBet = (gameId: string, orderId?: number) =>
  api.post<{ cancelled: number[]; refundFen: number }>(betUrls.cancel, { game_id: gameId, id: orderId });

/** A bet of the server is `pending` until settled; the client calls that state 'open'. */
const itemStatus = (s: ServerBet['status']): BetStatus => (s === 'pending' ? 'open' : s);

/** The server's order row (bet.queries presentOrder) in the client's record shape. */
export function toOrderRecord(o: ServerOrder): BetOrderRecord {
  return {
    orderId: o.id,
    gameId: o.game_id,
    gameName: o.game_name,
    issue: o.issue,
    // a settled order reads as won when anything paid; each merged row shows its own item status
    status: o.status === 'settled' ? (o.payoutFen > 0 ? 'won' : 'lost') : o.status,
    totalFen: o.totalFen,
    payoutFen: o.payoutFen,
    createdAt: o.placedAt,
    hash: o.receiptHash,
    items: o.items.map((b) => ({
      betId: b.id,
      playId: b.play_id,
      name: b.name,
      selection: b.selection,
      odds: b.odds,
      amountFen: b.amountFen,
      payoutFen: b.payoutFen,
      status: itemStatus(b.status),
    })),
  };
}

export async function getBetRecords(
  filter: BetRecordsFilter,
  page: number,
  silent = false,
): Promise<BetRecordsPage> {
  const raw = await api.post<{ list: ServerOrder[]; total?: number }>(
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
  return { list: raw.list.map(toOrderRecord), ...(raw.total !== undefined && { total: raw.total }) };
}

/** GET /api/bet/order/detail: the order as it stands now and the receipt stored when it was accepted. */
export async function getBetOrderDetail(orderId: number): Promise<BetOrderDetail> {
  // silent: the detail sheet shows '加载失败' itself
  const raw = await api.get<ServerOrder & { receipt: BetReceipt }>(betUrls.detail, {
    query: { id: orderId },
    silent: true,
  });
  const { receipt, ...order } = raw;
  return { order: toOrderRecord(order), receipt };
}

/**
 * GET /api/bet/room/records (spec §7 champion variant: gameId, gameRoomId, activeId, pageNum, pageSize;
 * reads data.total): the member's orders in one game of a champion-match activity. Silent: the screens
 * show '加载失败' themselves.
 */
export async function getRoomRecords(
  filter: { gameId: string; roomId?: string; activeId: string },
  page: number,
): Promise<BetRecordsPage> {
  const raw = await api.get<{ list: ServerOrder[]; total?: number }>(betUrls.roomRecords, {
    query: {
      gameId: filter.gameId,
      gameRoomId: filter.roomId,
      activeId: filter.activeId,
      pageNum: page,
      pageSize: PAGE_SIZE,
    },
    silent: true,
  });
  return { list: raw.list.map(toOrderRecord), ...(raw.total !== undefined && { total: raw.total }) };
}

/** One row per item, the order's fields merged in, so the list reads one selection per line. */
export function mergeRecordItems(list: BetOrderRecord[]): BetRecordRow[] {
  return list.flatMap(({ items, ...order }) =>
    items.map((item, i) => ({ ...order, ...item, key: `${order.orderId}-${item.betId ?? i}` })),
  );
}

export const betKeys = {
  records: (filter: BetRecordsFilter) => ['bet', 'records', filter] as const,
  mine: (gameId: string) => ['bet', 'mine', gameId] as const,
  /** The orders of one champion-match activity in one game (room records). */
  activity: (gameId: string, activeId: string) => ['bet', 'activity', gameId, activeId] as const,
  detail: (orderId: number) => ['bet', 'detail', orderId] as const,
};
