import { buildChain, drawResultFor } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resultView } from '../../../features/game';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

/** The game routes plus a catch-all, so the call to action can navigate away. */
const routes = [...gameRoutes(), { path: '*', element: <p>elsewhere</p> }];
const ok = (result: unknown) => json({ success: true, result });
/** The server's clock runs 10 minutes ahead of the browser's: countdowns must follow the server. */
const SERVER_AHEAD_MS = 600_000;

const chain = buildChain('cd'.repeat(32), 3);
const drawn = {
  gameCode: 'Finance28',
  issue: '20240501-0099',
  state: 'SETTLED',
  drawAt: 0,
  commitment: chain[1]!,
  terminalHash: chain[0]!,
  chainIndex: 2,
  seed: chain[2]!,
  result: drawResultFor('Finance28', chain[2]!, '20240501-0099'),
};

function overview(type: number) {
  const serverTime = Date.now() + SERVER_AHEAD_MS;
  const games =
    type === 1
      ? [
          {
            id: 'Finance28',
            name: '财经28',
            type: 1,
            sale: {
              issue: '20240501-0100',
              closeAt: serverTime + 95_000,
              drawAt: serverTime + 115_000,
              serverTime,
              commitment: 'c',
            },
            last: { issue: drawn.issue, drawAt: 0, result: drawn.result },
          },
          { id: 'Bull', name: '牛牛', type: 1, sale: null, last: null },
        ]
      : [
          {
            id: 'Ffc',
            name: '分分彩',
            type: 2,
            sale: {
              issue: '20240501-0600',
              closeAt: serverTime + 5_000,
              drawAt: serverTime + 15_000,
              serverTime,
              commitment: 'c',
            },
            last: null,
          },
        ];
  return ok({ serverTime, games });
}

function guestServer() {
  return mockFetch({
    '/api/guest/lottery/info': (url) => overview(Number(url.searchParams.get('type'))),
    '/api/guest/lottery/history/draw': () => ok({ list: [drawn] }),
    '/api/guest/lottery/issue': () => ok(drawn),
  });
}

describe('/guest lottery view', () => {
  it('shows every game with its issue, a server-clock countdown and the last result, from guest calls only', async () => {
    resetSession();
    const calls = guestServer();
    const view = renderRoutes(routes, '/guest');
    const card = await screen.findByTestId('guest-game-Finance28', {}, { timeout: 5000 });
    expect(within(card).getByText('第 20240501-0100 期')).toBeTruthy();
    // closeAt is 95 s after the server's now; the local clock is 10 minutes behind it.
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^距封盘01:3[4-6]$/);
    const last = resultView(drawn.result);
    expect(within(card).getByText('第 20240501-0099 期')).toBeTruthy();
    expect(within(card).getByRole('img', { name: new RegExp(`^和值 ${last.sum} `) })).toBeTruthy();
    expect(within(screen.getByTestId('guest-game-Bull')).getByText('暂未开盘')).toBeTruthy();

    // Opening a game lists its recent results, and its fairness check runs on the guest issue call.
    fireEvent.click(within(card).getByRole('button', { expanded: false }));
    fireEvent.click(await within(card).findByRole('button', { name: /20240501-0099/ }));
    expect((await within(card).findByTestId('fair-verdict')).textContent).toContain('✓');

    // The lottery class asks the overview of class 2.
    fireEvent.click(screen.getByRole('tab', { name: '彩票' }));
    expect(await screen.findByTestId('guest-game-Ffc')).toBeTruthy();

    const paths = calls.map((c) => c.url.pathname);
    expect(paths.every((p) => p.startsWith('/api/guest/lottery/'))).toBe(true);
    expect(calls.every((c) => !new Headers(c.init?.headers).has('token'))).toBe(true);

    // Read-only: no odds grid, no bet button; the call to action leads to login and register.
    expect(screen.queryByRole('button', { name: '下注' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register'));
  });

  it('offers the way back to the hall to a member instead of login', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    guestServer();
    const view = renderRoutes(routes, '/guest');
    fireEvent.click(await screen.findByRole('button', { name: '返回大厅' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home/hall'));
  });
});
