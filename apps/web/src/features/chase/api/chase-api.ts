import type { BetItem } from '@qilin/contract';
import { api } from '../../../lib/api-client';
import type { ChaseItem } from '../model/zh-list';

/** Every chase URL (the server's modules/chase routes: bet/task/order, list, info, cancel). */
export const chaseUrls = {
  order: '/api/bet/task/order',
  list: '/api/bet/task/list',
  info: '/api/bet/task/info',
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

/** The items at multiple 1 and the zhList: the server buys exactly those issues, each at its multiple. */
export function placeChase(input: ChaseOrderInput) {
  return api.post<{ chaseId: number }>(
    chaseUrls.order,
    {
      game_id: input.gameId,
      game_room_id: input.roomId,
      content: input.items,
      zhList: input.zhList.map(({ issue, multiple }) => ({ issue, multiple })),
      isWinStop: input.isWinStop,
    },
    { silent: true },
  );
}

type ServerChase = Omit<ChaseRecord, 'status'> & { status: 'running' | 'finished' | 'stopped' | 'cancelled' };

export async function getChaseRecords(gameId?: string): Promise<ChaseRecord[]> {
  const raw = await api.get<{ list: ServerChase[] }>(chaseUrls.list, { query: { game_id: gameId } });
  // the server calls a plan still placing issues 'running'; the records screen calls it 'open'
  return raw.list.map((c) => ({ ...c, status: c.status === 'running' ? 'open' : c.status }));
}

export const cancelChase = (zhid: number) => api.post<{ refundFen: number }>(chaseUrls.cancel, { id: zhid });

export const chaseKeys = { records: (gameId?: string) => ['chase', 'records', gameId ?? ''] as const };
