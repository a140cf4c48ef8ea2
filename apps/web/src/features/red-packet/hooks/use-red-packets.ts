import type { RedPacketView } from '@qilin/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { popups } from '../../../components/popups';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-client';
import { useSocketUp } from '../../../lib/socket-status';
import { ERROR_TOAST_MS, showToast } from '../../../lib/toast';
import {
  getPacket,
  getRoomPackets,
  grabPacket,
  redPacketKeys,
  type SendBody,
  sendPacket,
} from '../api/red-packet-api';
import { isInsufficientBalance } from '../model/packet-model';

/** While the socket is down, the room and an open packet are polled this often. */
export const RED_PACKET_FALLBACK_POLL_MS = 5_000;

/**
 * The room's packets. The socket's `redPacket` push (a packet sent, grabbed or settled in this room)
 * asks again; they are polled only while the socket is down.
 */
export function useRoomPackets(gameId: string, roomId: string) {
  const socketUp = useSocketUp();
  return useQuery({
    queryKey: redPacketKeys.room(gameId, roomId),
    queryFn: () => getRoomPackets(gameId, roomId),
    refetchInterval: socketUp ? false : RED_PACKET_FALLBACK_POLL_MS,
    staleTime: 0,
  });
}

/** One packet: asked again on the room's push until it settles (polled while the socket is down). */
export function usePacket(hid: number | null, initial?: RedPacketView) {
  const socketUp = useSocketUp();
  return useQuery({
    queryKey: redPacketKeys.packet(hid ?? 0),
    queryFn: () => getPacket(hid ?? 0),
    enabled: hid !== null,
    initialData: initial,
    staleTime: 0,
    refetchInterval: (q) =>
      socketUp || q.state.data?.state === 'settled' ? false : RED_PACKET_FALLBACK_POLL_MS,
  });
}

/** Spec §8 style: a short balance opens the insufficient-balance popup, the rest go to the catalogue. */
export function showRedPacketError(error: unknown): void {
  if (error instanceof ApiError) {
    if (isInsufficientBalance(error)) void popups.insufficientBalance(error.message);
    else reportApiError(error);
    return;
  }
  showToast(error instanceof Error ? error.message : String(error), ERROR_TOAST_MS);
}

/** Sends or grabs, refreshing the room, the packet and the balance after either. */
export function useRedPacketActions(gameId: string, roomId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(
    (hid?: number) => {
      void queryClient.invalidateQueries({ queryKey: redPacketKeys.room(gameId, roomId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      if (hid !== undefined) void queryClient.invalidateQueries({ queryKey: redPacketKeys.packet(hid) });
    },
    [queryClient, gameId, roomId],
  );
  const run = useCallback(
    async <T>(work: () => Promise<T>, hid?: number): Promise<T | null> => {
      setBusy(true);
      try {
        return await work();
      } catch (error) {
        showRedPacketError(error);
        return null;
      } finally {
        setBusy(false);
        refresh(hid);
      }
    },
    [refresh],
  );
  return {
    busy,
    send: (body: Omit<SendBody, 'gameId' | 'roomId'>) => run(() => sendPacket({ ...body, gameId, roomId })),
    grab: async (p: RedPacketView) => {
      const r = await run(() => grabPacket(p.hid, p.totalFen), p.hid);
      if (r) queryClient.setQueryData(redPacketKeys.packet(p.hid), r.packet);
      return r;
    },
  };
}
