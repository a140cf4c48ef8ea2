import type { PlaceBetBody } from '@qilin/contract';
import { api } from '../../../lib/api-client';
import type {
  BetItem,
  BetOrderRecord,
  BetReceipt,
  BetRecordRow,
  BetRecordsFilter,
  BetRecordsPage,
} from './types';

/** Every bet URL of the client (spec §7 bets: bet/order, bet/cancel, bet/records). */
export const betUrls = {
  order: '/api/bet/order',
  cancel: '/api/bet/cancel',
  records: '/api/bet/records',
} as const;

export const PAGE_SIZE = 20;

export type PlaceBetInput = {
  gameId: string;
  roomId: string;
  issue?: string;
  mode: 'credit' | 'norm';
  items: BetItem[];
  idempotencyKey: string;
};

/** Silent: the bet flow decides between the insufficient-balance popup and a 2 s toast itself. */
export function placeBet(input: PlaceBetInput): Promise<BetReceipt> {
  const body: PlaceBetBody = {
    mode: input.mode,
    content: input.items,
    game_id: input.gameId,
    game_room_id: input.roomId,
    issue: input.issue,
    idempotency_key: input.idempotencyKey,
  };
  return api.post<BetReceipt>(betUrls.order, body, { silent: true });
}

/** Cancels one order by its history id, or every open order of the game when id is omitted. */
export const cancelBet = (gameId: string, orderId?: number) =>
  api.post<{ cancelled: number[]; refundFen: number }>(betUrls.cancel, { game_id: gameId, id: orderId });

export function getBetRecords(
  filter: BetRecordsFilter,
  page: number,
  silent = false,
): Promise<BetRecordsPage> {
  return api.post<BetRecordsPage>(
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

/** One row per item, the order's fields merged in, so the list reads one selection per line. */
export function mergeRecordItems(list: BetOrderRecord[]): BetRecordRow[] {
  return list.flatMap(({ items, ...order }) =>
    items.map((item, i) => ({ ...order, ...item, key: `${order.orderId}-${item.betId ?? i}` })),
  );
}

export const betKeys = {
  records: (filter: BetRecordsFilter) => ['bet', 'records', filter] as const,
  mine: (gameId: string) => ['bet', 'mine', gameId] as const,
};
