import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { VenueTransferScreen } from './venue-transfer-screen';

const ok = (result: unknown, message?: string) => json({ success: true, result, message });
type Body = { code: string; amount_fen: number; request_id: string };

/** A cashier that really moves the balances, so a refresh shows the new figures. */
function venues() {
  const balances: Record<string, number> = { main: 100_000, pg: 3_000, ag: 0, ky: 2_000 };
  const titles: Record<string, string> = { main: '主钱包', pg: 'PG电子', ag: 'AG视讯', ky: '开元棋牌' };
  const bodies: { path: string; body: Body }[] = [];
  const move = (path: string, sign: 1 | -1) => (_: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    bodies.push({ path, body });
    balances.main = (balances.main ?? 0) - sign * body.amount_fen;
    balances[body.code] = (balances[body.code] ?? 0) + sign * body.amount_fen;
    return ok({ balance: balances.main }, '转账成功');
  };
  const calls = mockFetch({
    // Deliberately unsorted: the screen orders it.
    '/api/member/wallet/third/list': () =>
      ok(['pg', 'main', 'ag', 'ky'].map((code) => ({ code, title: titles[code], balance: balances[code] }))),
    '/api/member/wallet': () => ok({ balance: balances.main, withdrawable_amount: balances.main, held: 0 }),
    '/api/games/exchange/in': move('in', 1),
    '/api/games/exchange/out': move('out', -1),
    '/api/games/exchange/all/out': (_, init) => {
      bodies.push({ path: 'all', body: JSON.parse(String(init?.body)) as Body });
      for (const code of ['pg', 'ag', 'ky']) {
        balances.main = (balances.main ?? 0) + (balances[code] ?? 0);
        balances[code] = 0;
      }
      return ok({ balance: balances.main }, '一键回收成功');
    },
  });
  return { calls, bodies };
}

function open() {
  const view = renderRoutes([{ path: '*', element: <VenueTransferScreen /> }], '/venuesTransfer');
  wireApp(view.router, view.queryClient);
  return view;
}

const titles = () => screen.getAllByTestId('venue-title').map((e) => e.textContent);
const balanceOf = (title: string) =>
  (screen.getByText(title).closest('.adm-list-item') as HTMLElement).querySelector(
    '.adm-list-item-content-extra',
  )?.textContent;
const partyLoads = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.url.pathname === '/api/member/wallet/third/list').length;

describe('/venuesTransfer', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  it('lists 主钱包 first, then the venues sorted by title, each with its balance', async () => {
    venues();
    open();
    await screen.findByText('PG电子');
    expect(titles()).toEqual(['主钱包', '开元棋牌', 'AG视讯', 'PG电子']);
    expect(balanceOf('主钱包')).toBe('¥1000');
    expect(balanceOf('PG电子')).toBe('¥30');
  });

  it('transfers in and out with a fresh request_id each time and shows the refreshed balances', async () => {
    const { calls, bodies } = venues();
    open();
    fireEvent.click(await screen.findByText('开元棋牌'));
    const sheet = () => document.querySelector('.ql-venue__sheet') as HTMLElement;
    fireEvent.change(within(sheet()).getByPlaceholderText('请输入转换金额'), { target: { value: '100.5' } });
    const loadsBefore = partyLoads(calls);
    fireEvent.click(within(sheet()).getByRole('button', { name: '转入' }));
    expect(await screen.findByText('转换成功')).toBeTruthy();
    await waitFor(() => expect(balanceOf('开元棋牌')).toBe('¥120.50'));
    expect(balanceOf('主钱包')).toBe('¥899.50');
    expect(partyLoads(calls)).toBeGreaterThan(loadsBefore);
    await waitFor(() => expect(document.querySelector('.ql-venue__sheet')).toBeNull());

    fireEvent.click(screen.getByText('开元棋牌'));
    await waitFor(() => expect(sheet()).not.toBeNull());
    fireEvent.change(within(sheet()).getByPlaceholderText('请输入转换金额'), { target: { value: '20' } });
    fireEvent.click(within(sheet()).getByRole('button', { name: '转出' }));
    await waitFor(() => expect(balanceOf('开元棋牌')).toBe('¥100.50'));
    expect(balanceOf('主钱包')).toBe('¥919.50');

    expect(bodies.map((b) => [b.path, b.body.code, b.body.amount_fen])).toEqual([
      ['in', 'ky', 10_050],
      ['out', 'ky', 2_000],
    ]);
    const [first, second] = bodies.map((b) => b.body.request_id);
    expect(first?.length).toBeGreaterThanOrEqual(8);
    expect(second?.length).toBeGreaterThanOrEqual(8);
    expect(first).not.toBe(second);
  });

  it('sends one transfer for a double tap', async () => {
    const { bodies } = venues();
    open();
    fireEvent.click(await screen.findByText('PG电子'));
    const sheet = document.querySelector('.ql-venue__sheet') as HTMLElement;
    fireEvent.change(within(sheet).getByPlaceholderText('请输入转换金额'), { target: { value: '10' } });
    const transferIn = within(sheet).getByRole('button', { name: '转入' });
    fireEvent.click(transferIn);
    fireEvent.click(transferIn);
    expect(await screen.findByText('转换成功')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('一键回收 brings every venue balance back with a request_id and refreshes the list', async () => {
    const { bodies } = venues();
    open();
    await screen.findByText('PG电子');
    fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('回收成功')).toBeTruthy();
    await waitFor(() => expect(balanceOf('主钱包')).toBe('¥1050'));
    expect(balanceOf('PG电子')).toBe('¥0');
    expect(balanceOf('开元棋牌')).toBe('¥0');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.body.request_id.length).toBeGreaterThanOrEqual(8);
  });
});
