import type { RedPacketBestOdds, RedPacketGrabResult, RedPacketList, RedPacketView } from '@qilin/contract';
import { formatFenFixed } from '@qilin/domain';
import { api } from '../../../lib/api-client';

/** Every red-packet URL of the client (server modules/red-packet; the spec only names /sbin jobs). */
export const redPacketUrls = {
  list: '/api/redpacket/list',
  detail: '/api/redpacket/detail',
  create: '/api/redpacket/create',
  jdsl: '/api/redpacket/jdsl',
  grab: '/api/redpacket/grab',
  bestOdds: '/api/redpacket/best_odds',
} as const;

/** A list answer with the local clock's offset to the server's, measured around the call. */
export type TimedList = RedPacketList & { offsetMs: number };

export async function getRoomPackets(gameId: string, roomId: string): Promise<TimedList> {
  const sentAt = Date.now();
  const list = await api.get<RedPacketList>(redPacketUrls.list, {
    query: { game_id: gameId, game_room_id: roomId },
    silent: true,
  });
  const mid = (sentAt + Date.now()) / 2;
  return { ...list, offsetMs: list.serverTime - mid };
}

export const getPacket = (hid: number) =>
  api.get<RedPacketView>(redPacketUrls.detail, { query: { hid }, silent: true });

export type SendBody = {
  gameId: string;
  roomId: string;
  variant: 'classic' | 'multi';
  count: number;
  mines: number[];
  totalFen: number;
  idempotencyKey: string;
};

/** Classic packets go to Jdsl (szlh), multi-mine ones to create (szlhs); refusals come back silent. */
export function sendPacket(b: SendBody): Promise<RedPacketView> {
  const common = {
    game_id: b.gameId,
    game_room_id: b.roomId,
    hbgs: b.count,
    amount_fen: b.totalFen,
    idempotency_key: b.idempotencyKey,
  };
  if (b.variant === 'classic')
    return api.post<RedPacketView>(redPacketUrls.jdsl, { ...common, szlh: b.mines[0] }, { silent: true });
  return api.post<RedPacketView>(
    redPacketUrls.create,
    { ...common, szlhs: b.mines, count: b.mines.length },
    { silent: true },
  );
}

export const grabPacket = (hid: number, totalFen: number) =>
  api.post<RedPacketGrabResult>(
    redPacketUrls.grab,
    { hid, money: formatFenFixed(totalFen) },
    { silent: true },
  );

export const getBestOdds = (hbgs: number, szlhs: number) =>
  api.get<RedPacketBestOdds>(redPacketUrls.bestOdds, { query: { hbgs, szlhs }, silent: true });

export const redPacketKeys = {
  room: (gameId: string, roomId: string) => ['red-packet', 'room', gameId, roomId] as const,
  packet: (hid: number) => ['red-packet', 'packet', hid] as const,
};
