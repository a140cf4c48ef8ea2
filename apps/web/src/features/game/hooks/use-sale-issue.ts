import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session';
import { useTicker } from '../../../lib/use-ticker';
import { gameKeys, getSaleIssue } from '../api/game-api';
import type { SaleIssue } from '../api/types';
import { type IssuePhase, issuePhase, remainingMs, serverNowMs } from '../model/server-clock';

export type IssueClock = {
  issue: string;
  phase: IssuePhase;
  /** ms to close while open, to the draw while closed, 0 while drawing. */
  remainingMs: number;
  closeAt: number;
  drawAt: number;
  commitment: string;
  offsetMs: number;
};

/** Draw results land shortly after drawAt; ask again a little later rather than hammering. */
const AFTER_DRAW_REFRESH_MS = 1500;
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
 * The issue on sale with a countdown on the server clock; refetches once the draw instant passes.
 * A guest asks the guest call (spec §7 guest lottery sale/issue): the member one answers 401.
 */
export function useSaleIssue(gameId: string, enabled = true): { clock: IssueClock | null; isError: boolean } {
  const queryClient = useQueryClient();
  const guest = useSessionStore((s) => !s.isLogin);
  const query = useQuery({
    queryKey: gameKeys.saleIssue(gameId, guest),
    queryFn: () => getSaleIssue(gameId, { guest }),
    enabled: enabled && gameId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    // Only once an ask has come back empty or failed: no retry timer per card while the first asks
    // are out, and none after a refusal, which would only repeat every few seconds for ever.
    refetchInterval: (q) =>
      q.state.data || q.state.status === 'pending' || isRefused(q.state.error) ? false : NO_ISSUE_RETRY_MS,
  });
  const localNow = useTicker();
  const data = query.data;
  const drawLeft = data ? remainingMs(data.drawAt, data.offsetMs, localNow) : 1;
  useEffect(() => {
    if (!data || drawLeft > 0) return;
    const id = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.saleIssue(gameId, guest) });
      void queryClient.invalidateQueries({
        queryKey: guest ? gameKeys.guestHistory(gameId) : gameKeys.history(gameId),
      });
    }, AFTER_DRAW_REFRESH_MS);
    return () => clearTimeout(id);
  }, [data, drawLeft, gameId, guest, queryClient]);
  if (!data) return { clock: null, isError: query.isError };
  return { clock: issueClockOf(data, data.offsetMs, localNow), isError: query.isError };
}

/** The clock of an issue on sale at `localNow`, on the server clock (`offsetMs` = server − local). */
export function issueClockOf(
  sale: Pick<SaleIssue, 'issue' | 'closeAt' | 'drawAt' | 'commitment'>,
  offsetMs: number,
  localNow: number,
): IssueClock {
  const phase = issuePhase(sale, serverNowMs(offsetMs, localNow));
  const target = phase === 'open' ? sale.closeAt : sale.drawAt;
  return {
    issue: sale.issue,
    phase,
    remainingMs: phase === 'drawing' ? 0 : remainingMs(target, offsetMs, localNow),
    closeAt: sale.closeAt,
    drawAt: sale.drawAt,
    commitment: sale.commitment,
    offsetMs,
  };
}
