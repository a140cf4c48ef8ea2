import type { BetItem } from '@qilin/contract';
import { api } from '../../../lib/api-client';
import type { ChaseItem } from '../model/zh-list';

/** Every chase URL (spec §7 bets: bet/task/order, task/list, task/cancel). */
export const chaseUrls = {
  order: '/api/bet/task/order',
  list: '/api/bet/task/list',
  cancel: '/api/bet/task/cancel',
} as const;

export type ChaseOrderInput = {
  gameId: string;
  roomId: string;
  items: BetItem[];
  zhList: ChaseItem[];
  isWinStop: boolean;
};

export type ChaseRecord = {
  zhid: number;
  gameId: string;
  isWinStop: boolean;
  status: 'open' | 'finished' | 'cancelled' | 'stopped';
  totalFen: number;
  issues: number;
  done: number;
  items: { orderId: number; issue: string; multiple: number; status: string; totalFen: number }[];
  createdAt: number;
};

export function placeChase(input: ChaseOrderInput) {
  return api.post<{ chaseId: number }>(
    chaseUrls.order,
    {
      game_id: input.gameId,
      game_room_id: input.roomId,
      content: input.items,
      zhList: input.zhList,
      times: input.zhList.length,
      multiple: input.zhList[0]?.multiple ?? 1,
      isWinStop: input.isWinStop,
    },
    { silent: true },
  );
}

export async function getChaseRecords(gameId?: string): Promise<ChaseRecord[]> {
  const raw = await api.get<ChaseRecord[] | { list: ChaseRecord[] }>(chaseUrls.list, {
    query: { game_id: gameId },
  });
  return Array.isArray(raw) ? raw : raw.list;
}

export const cancelChase = (zhid: number) => api.post<{ refundFen: number }>(chaseUrls.cancel, { id: zhid });

export const chaseKeys = { records: (gameId?: string) => ['chase', 'records', gameId ?? ''] as const };
