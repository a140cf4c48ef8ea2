import type { DrawnIssue, GuestOverview, SaleIssue } from '@qilin/contract';
import type { QueryClient } from '@tanstack/react-query';
import { gameKeys, HISTORY_COUNT } from '../api/game-api';
import type { TimedSaleIssue } from './game-views';

function isSale(value: Record<string, unknown> | undefined): value is Omit<TimedSaleIssue, 'offsetMs'> {
  return (
    value !== undefined &&
    typeof value.issue === 'string' &&
    typeof value.closeAt === 'number' &&
    typeof value.drawAt === 'number' &&
    typeof value.serverTime === 'number'
  );
}

/**
 * Which of two answers for a game's issue on sale the cache keeps: the one the server gave later. An
 * ask sent before a push can come back after it with the issue the push replaced; the server time
 * each answer carries says which is newer, whatever order they arrive in.
 */
export function newerSale(
  old: TimedSaleIssue | null | undefined,
  next: TimedSaleIssue | null,
): TimedSaleIssue | null {
  return old && next && old.serverTime > next.serverTime ? old : next;
}

/**
 * The socket's `issue` push into the query cache: the game's sale/issue queries (member and guest)
 * take the pushed answer, and its last draw joins the cached result lists — what the clients used to
 * ask for at every draw instant; the guest lobby's overview takes the game's new sale and last result.
 * Only queries already in the cache are touched (a screen mounted later asks itself). The clock offset is the one measured by the last call; a first answer by push
 * measures it from the push's server time.
 */
export function applyIssuePush(
  queryClient: QueryClient,
  gameId: string,
  sale: Record<string, unknown> | undefined,
  receivedAt = Date.now(),
): void {
  if (!isSale(sale)) return;
  for (const guest of [false, true]) {
    const key = gameKeys.saleIssue(gameId, guest);
    if (!queryClient.getQueryState(key)) continue;
    const old = queryClient.getQueryData<TimedSaleIssue | null>(key);
    const offsetMs = old?.offsetMs ?? Math.round(sale.serverTime - receivedAt);
    queryClient.setQueryData<TimedSaleIssue>(key, { ...sale, offsetMs });
  }
  for (const type of [1, 2] as const) {
    queryClient.setQueryData<GuestOverview & { offsetMs: number }>(gameKeys.guestOverview(type), (old) =>
      old ? withGameSale(old, gameId, sale) : old,
    );
  }
  const last = sale.last;
  if (!last) return;
  for (const key of [gameKeys.history(gameId), gameKeys.guestHistory(gameId)]) {
    queryClient.setQueryData<DrawnIssue[]>(key, (old) =>
      old && old[0]?.issue !== last.issue
        ? [last, ...old.filter((d) => d.issue !== last.issue)].slice(0, Math.max(HISTORY_COUNT, old.length))
        : old,
    );
  }
}

/** The overview with one game's sale and last result replaced (the same object when the game is not in it). */
function withGameSale<T extends GuestOverview>(overview: T, gameId: string, sale: SaleIssue): T {
  if (!overview.games.some((g) => g.id === gameId)) return overview;
  const { last, ...onSale } = sale;
  return {
    ...overview,
    games: overview.games.map((g) =>
      g.id === gameId
        ? {
            ...g,
            sale: onSale,
            last: last ? { issue: last.issue, drawAt: last.drawAt, result: last.result } : g.last,
          }
        : g,
    ),
  };
}

/** At every socket open: what pushes before it would have told is asked for once (active screens only). */
export function resyncIssues(queryClient: QueryClient): void {
  for (const part of ['sale-issue', 'guest-sale-issue', 'history', 'guest-history', 'guest-overview'])
    void queryClient.invalidateQueries({ queryKey: ['game', part] });
}
