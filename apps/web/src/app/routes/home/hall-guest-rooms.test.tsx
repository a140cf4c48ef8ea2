import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import HallRoute from './hall';

const ok = (result: unknown) => json({ success: true, result });

function hallServer() {
  return mockFetch({
    '/api/member/wallet': () => ok({ balance: 5000, withdrawable_amount: 0 }),
    '/api/lottery/recent': () => ok({ list: [] }),
    '/api/lottery/class': (url) =>
      url.searchParams.get('type') === '3'
        ? ok({ type: 3, games: [{ id: 'RedPacket', name: '红包扫雷', type: 3 }] })
        : ok({ type: 1, games: [] }),
    '/api/common/slide/new': () => ok(null),
  });
}

const routes = [
  { path: '/home/hall', element: <HallRoute /> },
  { path: '*', element: <p>elsewhere</p> },
];

async function tapRedPacket() {
  fireEvent.click(await screen.findByRole('tab', { name: '红包' }));
  fireEvent.click(await screen.findByRole('button', { name: /红包扫雷/ }, { timeout: 5000 }));
}

// Red-packet rooms are member-only (sending and grabbing move money; no guest call serves them).
describe('hall: a red-packet room for a guest', () => {
  it('asks 请先登录 instead of opening the room; 去登录 carries the room as the return path', async () => {
    resetSession();
    hallServer();
    const { router } = renderRoutes(routes, '/home/hall');
    await tapRedPacket();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('请先登录')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/hall');
    fireEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/redPacket?game_id=RedPacket',
    );
  });

  it('opens the room for a member', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    hallServer();
    const { router } = renderRoutes(routes, '/home/hall');
    await tapRedPacket();
    await waitFor(() => expect(router.state.location.pathname).toBe('/redPacket'));
  });
});
