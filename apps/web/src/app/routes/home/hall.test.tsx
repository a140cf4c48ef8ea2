import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import HallRoute from './hall';

const ok = (result: unknown) => json({ success: true, result });

const notice = (id: number, content: string) => ({
  id,
  title: `公告${id}`,
  content,
  send_time: '',
  name: '',
});

function hallServer(recent: unknown[], notices: ReturnType<typeof notice>[] = []) {
  return mockFetch({
    '/api/member/wallet': () => ok({ balance: 5000, withdrawable_amount: 0 }),
    '/api/lottery/class': () => ok({ type: 1, games: [] }),
    '/api/lottery/recent': () => ok({ list: recent }),
    // slide/new: the newest notice, with every current one in `list`; null when there is none.
    '/api/common/slide/new': () => ok(notices[0] ? { ...notices[0], list: notices } : null),
  });
}

const routes = [
  { path: '/home/hall', element: <HallRoute /> },
  { path: '*', element: <p>room</p> },
];

describe('hall recent games', () => {
  it('shows the games the member played last, newest first, and reopens the room used', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    hallServer([
      { id: 'Jsk3', name: '江苏快3', type: 2, roomId: '3', lastAt: 3 },
      { id: 'Tradition28', name: '传统28', type: 1, roomId: '5', lastAt: 2 },
    ]);
    const view = renderRoutes(routes, '/home/hall');
    const section = await screen.findByRole('region', { name: '最近玩过' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['江江苏快3', '传传统28']);
    fireEvent.click(buttons[1]!);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/gamezhuotou'));
    expect(view.router.state.location.search).toBe('?game_id=Tradition28&game_room_id=5');
  });

  it('has no recent section for a guest (and never asks the member-only call)', async () => {
    resetSession();
    const calls = hallServer([{ id: 'Jsk3', name: '江苏快3', type: 2, roomId: '', lastAt: 1 }]);
    renderRoutes(routes, '/home/hall');
    expect(await screen.findByText('登录后查看余额')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '最近玩过' })).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/lottery/recent')).toBe(false);
  });
});

describe('hall notice marquee', () => {
  it('scrolls the server’s current notices, newest first, for guests too (tag 1)', async () => {
    resetSession();
    const calls = hallServer([], [notice(2, '今晚 2:00 系统维护'), notice(1, '充值送礼金')]);
    renderRoutes(routes, '/home/hall');
    expect(await screen.findByText(/^今晚 2:00 系统维护\s+充值送礼金$/)).toBeTruthy();
    const call = calls.find((c) => c.url.pathname === '/api/common/slide/new');
    expect(call?.url.searchParams.get('tag')).toBe('1');
  });

  it('keeps the empty notice text when there is no notice', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = hallServer([]);
    renderRoutes(routes, '/home/hall');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/common/slide/new')).toBe(true));
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });
});

describe('hall game grid', () => {
  it('shows every game of a long list, each card asking for its issue', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const games = Array.from({ length: 11 }, (_, i) => ({ id: `G${i}`, name: `游戏${i}`, type: 1 }));
    const calls = mockFetch({
      '/api/lottery/class': () => ok({ type: 1, games }),
      '/api/common/slide/new': () => ok(null),
      '/api/lottery/sale/issue': () =>
        json({ success: false, error_code: 41108, error_message: '期号不存在' }, { status: 404 }),
    });
    renderRoutes(routes, '/home/hall');
    for (const g of games) expect(await screen.findByText(g.name)).toBeTruthy();
    const names = screen.getAllByRole('button').map((b) => b.textContent ?? '');
    expect(names.filter((n) => n.includes('游戏')).length).toBe(games.length);
    await waitFor(() =>
      expect(
        new Set(
          calls
            .filter((c) => c.url.pathname === '/api/lottery/sale/issue')
            .map((c) => c.url.searchParams.get('game_id')),
        ).size,
      ).toBe(games.length),
    );
  });

  it('opens the champion match lobby from the 28冠军赛 card, a plain 28 game in its room', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const games = [
      { id: 'Game28Activity', name: '28冠军赛', type: 1 },
      { id: 'Tradition28', name: '传统28', type: 1 },
    ];
    mockFetch({
      '/api/lottery/class': () => ok({ type: 1, games }),
      '/api/common/slide/new': () => ok(null),
      '/api/member/wallet': () => ok({ balance: 0, withdrawable_amount: 0 }),
      '/api/lottery/recent': () => ok({ list: [] }),
      '/api/lottery/sale/issue': () =>
        json({ success: false, error_code: 41108, error_message: '期号不存在' }, { status: 404 }),
    });
    const view = renderRoutes(routes, '/home/hall');
    fireEvent.click(await screen.findByRole('button', { name: /28冠军赛/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/ChampionMatch'));
    view.router.navigate('/home/hall');
    fireEvent.click(await screen.findByRole('button', { name: /传统28/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/gamezhuotou'));
    expect(view.router.state.location.search).toBe('?game_id=Tradition28');
  });

  it('a guest sees every card counting down from the guest call, never the member-only one', async () => {
    resetSession();
    const games = [
      { id: 'Tradition28', name: '传统28', type: 1 },
      { id: 'Finance28', name: '财经28', type: 1 },
    ];
    const calls = mockFetch({
      '/api/lottery/class': () => ok({ type: 1, games }),
      '/api/common/slide/new': () => ok(null),
      '/api/guest/lottery/sale/issue': () =>
        ok({
          issue: '20261122-0001',
          closeAt: Date.now() + 65_000,
          drawAt: Date.now() + 80_000,
          serverTime: Date.now(),
          commitment: 'c',
        }),
      '/api/lottery/sale/issue': () =>
        json({ success: false, error_code: 20004, error_message: '请先登录' }, { status: 401 }),
    });
    renderRoutes(routes, '/home/hall');
    await waitFor(() => expect(screen.getAllByTestId('countdown')).toHaveLength(games.length));
    expect(screen.getAllByTestId('countdown')[0]!.textContent).toMatch(/^01:0\d$/);
    expect(screen.queryByText('获取期号…')).toBeNull();
    const asked = calls.filter((c) => c.url.pathname === '/api/guest/lottery/sale/issue');
    expect(asked.map((c) => c.url.searchParams.get('game_id')).sort()).toEqual(['Finance28', 'Tradition28']);
    expect(calls.some((c) => c.url.pathname === '/api/lottery/sale/issue')).toBe(false);
  });
});
