import type {
  BetItem,
  ChaseCancelResult,
  ChaseOrderBody,
  ChaseOrderResult,
  ChaseView,
} from '@qilin/contract';
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

/** The items at multiple 1 and the zhList: the server buys exactly those issues, each at its multiple. */
export function placeChase(input: ChaseOrderInput) {
  const body: ChaseOrderBody = {
    game_id: input.gameId,
    game_room_id: input.roomId,
    content: input.items,
    zhList: input.zhList.map(({ issue, multiple }) => ({ issue, multiple })),
    isWinStop: input.isWinStop,
  };
  return api.post<ChaseOrderResult>(chaseUrls.order, body, { silent: true });
}

export async function getChaseRecords(gameId?: string): Promise<ChaseView[]> {
  const raw = await api.get<{ list: ChaseView[] }>(chaseUrls.list, { query: { game_id: gameId } });
  return raw.list;
}

export const cancelChase = (zhid: number) => api.post<ChaseCancelResult>(chaseUrls.cancel, { id: zhid });

export const chaseKeys = { records: (gameId?: string) => ['chase', 'records', gameId ?? ''] as const };
