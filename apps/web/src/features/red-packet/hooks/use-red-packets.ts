import type { RedPacketView } from '@qilin/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { popups } from '../../../components/popups';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-client';
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

/** The room's packets, polled: realtime has no room channel, so new packets and grabs arrive by poll. */
export function useRoomPackets(gameId: string, roomId: string) {
  return useQuery({
    queryKey: redPacketKeys.room(gameId, roomId),
    queryFn: () => getRoomPackets(gameId, roomId),
    refetchInterval: 3_000,
    staleTime: 0,
  });
}

/** One packet, polled while it is open (its settlement and revealed seed appear when it ends). */
export function usePacket(hid: number | null, initial?: RedPacketView) {
  return useQuery({
    queryKey: redPacketKeys.packet(hid ?? 0),
    queryFn: () => getPacket(hid ?? 0),
    enabled: hid !== null,
    initialData: initial,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.state === 'settled' ? false : 2_000),
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
