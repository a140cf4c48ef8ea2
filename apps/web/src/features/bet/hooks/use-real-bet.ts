import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  clearRealBet,
  dropRealBetOrder,
  placedByKey,
  type RealBetInfo,
  readRealBet,
  recordRealBet,
} from '../model/real-bet';

/**
 * The real-bet info of a room's round on sale (spec §4): recorded when a bet is accepted, trimmed by
 * cancels, and cleared when the round's process reaches 2 (`closed`). `placed` is the stake per grid key.
 */
export function useRealBet(gameId: string, roomId: string, issue: string | undefined, closed: boolean) {
  const [info, setInfo] = useState<RealBetInfo | null>(() => readRealBet(gameId, roomId, issue));
  useEffect(() => {
    if (closed) {
      clearRealBet(gameId, roomId);
      setInfo(null);
    } else setInfo(readRealBet(gameId, roomId, issue));
  }, [gameId, roomId, issue, closed]);
  const record = useCallback(
    (orderId: number, bets: { key: string; amountFen: number }[]) => {
      if (issue) setInfo(recordRealBet({ gameId, roomId, issue }, orderId, bets));
    },
    [gameId, roomId, issue],
  );
  const dropOrder = useCallback((orderId: number | undefined) => {
    setInfo((current) => (current ? dropRealBetOrder(current, orderId) : null));
  }, []);
  const placed = useMemo(() => placedByKey(info), [info]);
  return { placed, record, dropOrder };
}
