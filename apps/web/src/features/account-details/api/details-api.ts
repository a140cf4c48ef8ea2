import type { GiftLogRow } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const detailsPaths = {
  history: '/api/member/wallet/history',
  dateGroups: '/api/member/wallet/history/date_groups',
  typeGroups: '/api/member/wallet/history/type_groups',
  gifts: '/api/activity/gift/logs',
} as const;

export type QuickRange = 'today' | 'yesterday' | '7' | '30' | '35';
export type TypeGroup = { key: string; name: string };

/** One ledger entry as a member sees it (fen). */
export type LedgerRow = {
  id: number | string;
  typeName: string;
  amountFen: number;
  balanceAfterFen: number;
  createdAt: string;
  /** The Beijing day 'YYYY-MM-DD' the entry belongs to (the server's grouping key). */
  date?: string;
  memo?: string;
};

/** One day of `wallet/history/date_groups`: totals over the whole day, not just the loaded page. */
export type DayTotals = { date: string; incomeFen: number; expenseFen: number; count: number };

/** One gift credit (GET /api/activity/gift/logs, contract activity.ts). */
export type GiftRow = GiftLogRow;

export type Page<T> = { list: T[]; total: number };

export const PAGE_SIZE = 20;

/** The screen offers its own "all" chip, so the server's 'all' group is dropped here. */
export const getTypeGroups = async () =>
  (await api.get<TypeGroup[]>(detailsPaths.typeGroups)).filter((g) => g.key !== 'all');

/** Re-exported for the screens of this feature; the formatter lives in lib for every feature. */
export { beijingTime } from '../../../lib/beijing-time';

export const getHistory = (page: number, type: string, range: QuickRange) =>
  api.get<Page<LedgerRow>>(detailsPaths.history, {
    query: { page, pageSize: PAGE_SIZE, type: type || undefined, range },
  });

/** Per-day totals for the same type group and range as the list. */
export const getDateGroups = (type: string, range: QuickRange) =>
  api.get<DayTotals[]>(detailsPaths.dateGroups, { query: { type: type || undefined, range } });

export async function getGifts(page: number): Promise<Page<GiftRow>> {
  const r = await api.get<Page<GiftRow> | GiftRow[]>(detailsPaths.gifts, {
    query: { page, pageSize: PAGE_SIZE },
  });
  return Array.isArray(r) ? { list: r, total: r.length } : r;
}

/** Next page number while fewer rows than `total` have arrived. */
export function nextPage<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
}
