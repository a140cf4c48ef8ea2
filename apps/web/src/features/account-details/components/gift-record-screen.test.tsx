import type { GiftLogRow } from '@qilin/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { showInfiniteScrollLoader } from '../../../test/infinite-scroll';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { GiftRecordScreen } from './gift-record-screen';

const ok = (result: unknown) => json({ success: true, result });

/** Gift n: n yuan, credited n minutes after 10:00 Beijing time on 2026-11-22. */
const gift = (n: number): GiftLogRow => ({
  id: 1000 + n,
  type: 'activity_gift',
  name: n % 2 ? '活动礼金' : 'VIP晋级礼金',
  amountFen: n * 100,
  createdAt: new Date(Date.UTC(2026, 10, 22, 2, n)).toISOString(),
});

/** Serves `rows` in pages of the size asked, as GET /api/activity/gift/logs does. */
function server(rows: GiftLogRow[]) {
  return mockFetch({
    '/api/activity/gift/logs': (url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const list = rows.slice((page - 1) * size, page * size);
      return ok({ list, total: rows.length, page, pageSize: size, hasMore: page * size < rows.length });
    },
  });
}

const open = () => renderRoutes([{ path: '/gift/record', element: <GiftRecordScreen /> }], '/gift/record');
const pagesAsked = (calls: ReturnType<typeof mockFetch>) => calls.map((c) => c.url.searchParams.get('page'));

describe('/gift/record', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  it('lists each gift with its name, amount and Beijing time', async () => {
    server([gift(3), gift(2)]);
    open();
    const first = (await screen.findByText('+3')).closest('.adm-list-item') as HTMLElement;
    expect(first.textContent).toContain('活动礼金');
    expect(first.textContent).toContain('2026-11-22 10:03:00');
    expect(screen.getByText('VIP晋级礼金')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.queryByText('暂无礼金记录')).toBeNull();
  });

  it('shows 暂无礼金记录 for an empty list', async () => {
    server([]);
    open();
    expect(await screen.findByText('暂无礼金记录')).toBeTruthy();
  });

  it('does not claim "no gifts" when the list failed to load', async () => {
    mockFetch({
      '/api/activity/gift/logs': () =>
        json({ success: false, error_code: 40000, error_message: '服务繁忙' }, { status: 400 }),
    });
    const view = open();
    // The app's central handler shows the refusal; the screen must not add "no gifts" to it.
    wireApp(view.router, view.queryClient);
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    expect(screen.queryByText('暂无礼金记录')).toBeNull();
  });

  describe('paging', () => {
    let undo: () => void = () => {};
    afterEach(() => undo());

    it('loads the next page at the end of the list until every gift has arrived', async () => {
      undo = showInfiniteScrollLoader();
      const calls = server(Array.from({ length: 23 }, (_, i) => gift(23 - i)));
      open();
      expect(await screen.findByText('+23')).toBeTruthy();
      expect(await screen.findByText('+1')).toBeTruthy();
      expect(await screen.findByText('没有更多了')).toBeTruthy();
      expect(pagesAsked(calls)).toEqual(['1', '2']);
      await waitFor(() =>
        expect(document.querySelectorAll('.ql-details__list .adm-list-item')).toHaveLength(23),
      );
    });
  });
});
