import type { BeaconRef, SaleIssue } from '@qilin/contract';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session';
import { useSocketUp } from '../../../lib/socket-status';
import { useTicker } from '../../../lib/use-ticker';
import { gameKeys, getSaleIssue } from '../api/game-api';
import type { TimedSaleIssue } from '../model/game-views';
import { newerSale } from '../model/issue-push';
import {
  type IssuePhase,
  issuePhase,
  phaseTarget,
  refreshAt,
  refreshDelayMs,
  remainingMs,
  serverNowMs,
} from '../model/server-clock';

export type IssueClock = {
  issue: string;
  phase: IssuePhase;
  /**
   * Not on sale yet (PENDING): the phase stands for the previous issue's 封盘 and draw, and the
   * countdown runs to this issue's openAt.
   */
  pending: boolean;
  /** ms to close while open, to the draw (PENDING: to openAt) while closed, 0 while drawing. */
  remainingMs: number;
  closeAt: number;
  drawAt: number;
  /** null while the previous issue is unrevealed (Publication rule). */
  commitment: string | null;
  /** The beacon the draw will be salted with (v2), e.g. to say a local beacon is not independent. */
  beacon: BeaconRef | null;
  /** s_0 of the issue's chain epoch (the device remembers the first it saw per game). */
  terminalHash: string | null;
  offsetMs: number;
};
/**
 * With no issue on sale (a server that has just started, a game between sessions) or a failed ask,
 * ask again this often, so the countdown appears without a reload.
 */
export const NO_ISSUE_RETRY_MS = 5000;

/** Refused for want of a login or a right: asking again cannot change the answer. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * The issue on sale with a countdown on the server clock; refetches once the draw instant passes (a
 * PENDING issue: once its openAt passes) and again, backing off, until the server has moved on.
 * While the socket is up none of these asks are made: the server pushes every change of the issue on
 * sale into this query's cache (`model/issue-push.ts`); they are the fallback while it is down.
 * A guest asks the guest call (spec §7 guest lottery sale/issue): the member one answers 401.
 */
export function useSaleIssue(gameId: string, enabled = true): { clock: IssueClock | null; isError: boolean } {
  const queryClient = useQueryClient();
  const guest = useSessionStore((s) => !s.isLogin);
  const socketUp = useSocketUp();
  const query = useQuery({
    queryKey: gameKeys.saleIssue(gameId, guest),
    queryFn: () => getSaleIssue(gameId, { guest }),
    enabled: enabled && gameId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    // Asks and pushes race: the later server answer stays, whichever arrives last.
    structuralSharing: (old, next) =>
      replaceEqualDeep(
        old,
        newerSale(old as TimedSaleIssue | null | undefined, next as TimedSaleIssue | null),
      ),
    // Only once an ask has come back empty or failed: no retry timer per card while the first asks
    // are out, and none after a refusal, which would only repeat every few seconds for ever.
    refetchInterval: (q) =>
      socketUp || q.state.data || q.state.status === 'pending' || isRefused(q.state.error)
        ? false
        : NO_ISSUE_RETRY_MS,
  });
  const localNow = useTicker();
  const data = query.data;
  const dueLeft = data ? remainingMs(refreshAt(data), data.offsetMs, localNow) : 1;
  // Asks past the due instant that found the same issue in the same state (a draw waiting for its
  // beacon round, a PENDING issue not opened yet): each one waits a little longer.
  const attempts = useRef({ key: '', count: 0 });
  useEffect(() => {
    if (!data || dueLeft > 0 || socketUp) return;
    const key = `${data.issue}:${data.state ?? ''}`;
    const seen = attempts.current;
    if (seen.key !== key) {
      seen.key = key;
      seen.count = 0;
    }
    const id = setTimeout(() => {
      seen.count += 1;
      void queryClient.invalidateQueries({ queryKey: gameKeys.saleIssue(gameId, guest) });
      void queryClient.invalidateQueries({
        queryKey: guest ? gameKeys.guestHistory(gameId) : gameKeys.history(gameId),
      });
    }, refreshDelayMs(seen.count));
    return () => clearTimeout(id);
  }, [data, dueLeft, gameId, guest, queryClient, socketUp]);
  if (!data) return { clock: null, isError: query.isError };
  return { clock: issueClockOf(data, data.offsetMs, localNow), isError: query.isError };
}

/** The clock of an issue on sale at `localNow`, on the server clock (`offsetMs` = server − local). */
export function issueClockOf(
  sale: Pick<
    SaleIssue,
    'issue' | 'state' | 'openAt' | 'closeAt' | 'drawAt' | 'commitment' | 'beacon' | 'terminalHash'
  >,
  offsetMs: number,
  localNow: number,
): IssueClock {
  const phase = issuePhase(sale, serverNowMs(offsetMs, localNow));
  return {
    issue: sale.issue,
    phase,
    pending: sale.state === 'PENDING',
    remainingMs: phase === 'drawing' ? 0 : remainingMs(phaseTarget(sale, phase), offsetMs, localNow),
    closeAt: sale.closeAt,
    drawAt: sale.drawAt,
    commitment: sale.commitment ?? null,
    beacon: sale.beacon ?? null,
    terminalHash: sale.terminalHash ?? null,
    offsetMs,
  };
}
