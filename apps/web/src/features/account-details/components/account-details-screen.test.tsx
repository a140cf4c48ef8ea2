import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showInfiniteScrollLoader } from '../../../test/infinite-scroll';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import type { DayTotals, LedgerRow } from '../api/details-api';
import { AccountDetailsScreen } from './account-details-screen';

const ok = (result: unknown) => json({ success: true, result });

/** An entry at `hh:mm` Beijing time on 2026-11-`day`. */
function entry(id: number, day: number, hhmm: string, amountFen: number, typeName = '充值'): LedgerRow {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const at = new Date(Date.UTC(2026, 10, day, h - 8, m));
  return {
    id,
    typeName,
    amountFen,
    balanceAfterFen: 100_000 + id,
    createdAt: at.toISOString(),
    date: `2026-11-${day}`,
  };
}

const groups = [
  { key: 'all', name: '全部', types: [] },
  { key: 'recharge', name: '充值', types: ['deposit_credit'] },
  { key: 'withdraw', name: '提现', types: ['withdraw_hold'] },
  { key: 'other', name: '其他', types: [] },
];

type Answer = { list: LedgerRow[]; days: DayTotals[]; pageSize?: number };

/** Serves history pages of 20 out of the answer chosen by (type, range); records every call. */
function server(answer: (type: string, range: string) => Answer) {
  return mockFetch({
    '/api/member/wallet/history/type_groups': () => ok(groups),
    '/api/member/wallet/history': (url) => {
      const q = url.searchParams;
      const { list } = answer(q.get('type') ?? '', q.get('range') ?? '');
      const page = Number(q.get('page'));
      const size = Number(q.get('pageSize'));
      return ok({ list: list.slice((page - 1) * size, page * size), total: list.length });
    },
    '/api/member/wallet/history/date_groups': (url) =>
      ok(answer(url.searchParams.get('type') ?? '', url.searchParams.get('range') ?? '').days),
  });
}

const open = () =>
  renderRoutes([{ path: '/accountDetails', element: <AccountDetailsScreen /> }], '/accountDetails');
const queries = (calls: ReturnType<typeof mockFetch>, path: string) =>
  calls
    .filter((c) => c.url.pathname === path)
    .map((c) => `${c.url.searchParams.get('type') ?? ''}|${c.url.searchParams.get('range')}`);
const dayList = (date: string) => screen.getByTestId(`day-${date}`).closest('.adm-list') as HTMLElement;

describe('/accountDetails', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  it('puts each day under its own header with the totals date_groups gives for the whole day', async () => {
    server(() => ({
      list: [
        entry(3, 22, '18:30', -2_000, '投注'),
        entry(2, 22, '09:15', 7_000),
        entry(1, 21, '23:59', 5_050),
      ],
      days: [
        { date: '2026-11-22', incomeFen: 9_000, expenseFen: 2_000, count: 3 },
        { date: '2026-11-21', incomeFen: 5_050, expenseFen: 0, count: 1 },
      ],
    }));
    open();
    const today = await screen.findByTestId('day-2026-11-22');
    await waitFor(() => expect(today.textContent).toContain('收入 +90'));
    expect(today.textContent).toContain('支出 -20');
    expect(screen.getByTestId('day-2026-11-21').textContent).toContain('收入 +50.50');
    expect(screen.getByTestId('day-2026-11-21').textContent).toContain('支出 0');

    const first = within(dayList('2026-11-22'));
    expect(first.getByText('投注')).toBeTruthy();
    expect(first.getByText('-20')).toBeTruthy();
    expect(first.getByText('+70')).toBeTruthy();
    expect(first.getByText('18:30:00')).toBeTruthy();
    const second = within(dayList('2026-11-21'));
    expect(second.getByText('+50.50')).toBeTruthy();
    expect(second.getByText('23:59:00')).toBeTruthy();
    expect(second.queryByText('投注')).toBeNull();
  });

  it('offers the server type groups as chips (its own 全部类型 first) and filters by the chosen one', async () => {
    const calls = server((type) =>
      type === 'withdraw'
        ? { list: [entry(9, 20, '12:00', -30_000, '提现')], days: [] }
        : { list: [entry(1, 20, '10:00', 7_000)], days: [] },
    );
    open();
    await screen.findByText('+70');
    const chips = document.querySelectorAll('.ql-details__types .adm-selector-item');
    expect([...chips].map((c) => c.textContent)).toEqual(['全部类型', '充值', '提现', '其他']);
    fireEvent.click(within(document.querySelector('.ql-details__types') as HTMLElement).getByText('提现'));
    expect(await screen.findByText('-300')).toBeTruthy();
    expect(screen.queryByText('+70')).toBeNull();
    expect(queries(calls, '/api/member/wallet/history')).toEqual(['|7', 'withdraw|7']);
    await waitFor(() =>
      expect(queries(calls, '/api/member/wallet/history/date_groups')).toEqual(['|7', 'withdraw|7']),
    );
  });

  it('asks the list and the day totals for each quick range: today, yesterday, 7, 30 and 35 days', async () => {
    const yuan: Record<string, number> = { today: 1, yesterday: 2, '7': 7, '30': 30, '35': 35 };
    const calls = server((_, range) => ({
      list: [entry(1, 22, '10:00', (yuan[range] ?? 0) * 100)],
      days: [],
    }));
    open();
    expect(await screen.findByText('+7')).toBeTruthy();
    expect(screen.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');
    const last = (path: string) => queries(calls, path).at(-1);
    for (const [label, range] of [
      ['今天', 'today'],
      ['昨天', 'yesterday'],
      ['近30天', '30'],
      ['近35天', '35'],
    ] as const) {
      fireEvent.click(screen.getByText(label));
      expect(await screen.findByText(`+${yuan[range]}`)).toBeTruthy();
      expect(last('/api/member/wallet/history')).toBe(`|${range}`);
      await waitFor(() => expect(last('/api/member/wallet/history/date_groups')).toBe(`|${range}`));
    }
  });

  it('shows 暂无资金记录 when the range has no entries', async () => {
    server(() => ({ list: [], days: [] }));
    open();
    expect(await screen.findByText('暂无资金记录')).toBeTruthy();
  });

  describe('infinite scroll', () => {
    let undo: () => void = () => {};
    afterEach(() => undo());

    it('loads the next page at the end of the list until the total has arrived', async () => {
      undo = showInfiniteScrollLoader();
      const list = Array.from({ length: 25 }, (_, i) =>
        entry(100 - i, i < 20 ? 22 : 21, '10:00', (i + 1) * 100),
      );
      const calls = server(() => ({ list, days: [] }));
      open();
      expect(await screen.findByText('+25')).toBeTruthy();
      expect(screen.getByText('+1')).toBeTruthy();
      expect(await screen.findByText('没有更多了')).toBeTruthy();
      const pages = calls
        .filter((c) => c.url.pathname === '/api/member/wallet/history')
        .map((c) => c.url.searchParams.get('page'));
      expect(pages).toEqual(['1', '2']);
      expect(within(dayList('2026-11-21')).getAllByText('10:00:00')).toHaveLength(5);
    });
  });
});
