import { ErrorCode } from '@qilin/contract/error-codes';
import { buildChain, drawResultFor, findGameFamily, lotteryInfoShape } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });
const SERVER_AHEAD_MS = 600_000;
/** What every member-only call answers without a token (server plugins/auth). */
const refused = () =>
  json(
    { success: false, error_code: ErrorCode.SessionExpired, error_message: '登录已过期' },
    { status: 401 },
  );

/**
 * The server as a guest meets it: the guest calls (spec §7 guest lottery: info, sale/issue,
 * history/draw) answer, every member call answers 401. `saleState` PENDING: the next issue, not on
 * sale yet (the Publication rule), counting to its openAt.
 */
function guestServer(gameId: string, saleState: 'OPEN' | 'PENDING' = 'OPEN') {
  const family = findGameFamily(gameId)!;
  const closeAt = Date.now() + SERVER_AHEAD_MS + 45_000;
  const openAt = saleState === 'PENDING' ? Date.now() + SERVER_AHEAD_MS + 20_000 : closeAt - 60_000;
  return mockFetch({
    '/api/guest/lottery/sale/issue': () =>
      ok({
        issue: '20240501-0100',
        state: saleState,
        openAt,
        closeAt,
        drawAt: closeAt + 20_000,
        serverTime: Date.now() + SERVER_AHEAD_MS,
        commitment: saleState === 'PENDING' ? null : 'c',
      }),
    '/api/guest/lottery/history/draw': () => ok({ list: [] }),
    '/api/guest/lottery/info': () => ok(lotteryInfoShape(family)),
    '/api/lottery/sale/issue': refused,
    '/api/lottery/history/draw': refused,
    '/api/lottery/info': refused,
    '/api/lottery/how_play': refused,
    '/api/lottery/enter': refused,
    '/api/lottery/main': refused,
    '/api/lottery/sale/issues': refused,
    '/api/member/wallet': refused,
    '/api/bet/records': refused,
    '/api/bet/task/list': refused,
  });
}

function renderRoom(path: string) {
  const routes = [...gameRoutes(), { path: '/login', element: <p>login-screen</p> }];
  return renderRoutes(routes, path);
}

/** An odds cell ("大 2.05"-like: a play and its odds) that may be picked. */
async function firstOdds(): Promise<HTMLElement> {
  let cell: HTMLElement | undefined;
  await waitFor(
    () => {
      cell = screen.getAllByRole('button', { name: /\d+\.\d+/ }).find((b) => !b.hasAttribute('disabled'));
      expect(cell).toBeTruthy();
    },
    { timeout: 10_000 },
  );
  return cell as HTMLElement;
}

async function openLoginDialog(): Promise<HTMLElement> {
  fireEvent.click(await firstOdds());
  fireEvent.click(screen.getByRole('button', { name: '下注' }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
}

const ROOMS = [
  ['28 room', '/gamezhuotou?game_id=Finance28'],
  ['/lottery room', '/lottery?game_id=Cqdb'],
] as const;

describe('a guest in a game room', { timeout: 30_000 }, () => {
  for (const [name, path] of ROOMS) {
    it(`${name}: sees odds and the countdown through the guest calls, no login wall`, async () => {
      resetSession();
      const calls = guestServer(new URLSearchParams(path.split('?')[1]).get('game_id')!);
      const { router } = renderRoom(path);
      const countdown = await screen.findByTestId('countdown', {}, { timeout: 10_000 });
      expect(countdown.textContent).toMatch(/00:(3[5-9]|4[0-6])$/);
      await firstOdds();
      expect(router.state.location.pathname).not.toBe('/login');
      expect(screen.queryByText('login-screen')).toBeNull();
      expect(calls.some((c) => c.url.pathname === '/api/guest/lottery/info')).toBe(true);
      expect(calls.filter((c) => c.url.pathname.startsWith('/api/lottery/'))).toEqual([]);
    });

    it(`${name}: 下注 asks 请先登录; 继续浏览 closes it and stays`, async () => {
      resetSession();
      guestServer(new URLSearchParams(path.split('?')[1]).get('game_id')!);
      const { router } = renderRoom(path);
      const dialog = await openLoginDialog();
      expect(within(dialog).getByText('请先登录')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: '继续浏览' }));
      await waitFor(() => expect(screen.queryByText('请先登录')).toBeNull(), { timeout: 5000 });
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
    });

    it(`${name}: 去登录 opens the login screen with the room as its return path`, async () => {
      resetSession();
      guestServer(new URLSearchParams(path.split('?')[1]).get('game_id')!);
      const { router } = renderRoom(path);
      const dialog = await openLoginDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
      await screen.findByText('login-screen', {}, { timeout: 5000 });
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    });
  }

  // Every game type of the hall: 28, keno, bull (digits and cards), baccarat; PK10, K3, 11选5, Mark Six.
  for (const path of [
    '/gamezhuotou?game_id=Dream8',
    '/gamezhuotou?game_id=Bbn',
    '/gamezhuotou?game_id=Pokerbull',
    '/gamezhuotou?game_id=Baccara',
    '/lottery?game_id=Jsk3',
    '/lottery?game_id=Syxw',
    '/lottery?game_id=Marksixhk',
  ]) {
    it(`${path}: a guest sees the room's odds`, async () => {
      resetSession();
      guestServer(new URLSearchParams(path.split('?')[1]).get('game_id')!);
      const { router } = renderRoom(path);
      await firstOdds();
      await screen.findByTestId('countdown', {}, { timeout: 10_000 });
      expect(router.state.location.pathname).not.toBe('/login');
    });
  }

  it('a PENDING sale issue (下期) counts to its openAt for a guest, with betting closed', async () => {
    resetSession();
    guestServer('Finance28', 'PENDING');
    const { router } = renderRoom('/gamezhuotou?game_id=Finance28');
    const countdown = await screen.findByTestId('countdown', {}, { timeout: 10_000 });
    expect(countdown.textContent).toMatch(/00:(1[0-9]|20)$/);
    expect(screen.getByRole('button', { name: '下注' }).hasAttribute('disabled')).toBe(true);
    expect(router.state.location.pathname).toBe('/gamezhuotou');
  });

  it('the trend screen draws a guest its charts from the guest draw history', async () => {
    resetSession();
    const seeds = buildChain('12'.repeat(32), 40);
    const calls = mockFetch({
      '/api/guest/lottery/history/draw': (url) => {
        const count = Number(url.searchParams.get('count'));
        const list = Array.from({ length: count }, (_, i) => {
          const issue = `20240501-${String(200 - i).padStart(4, '0')}`;
          const seed = seeds[i + 1]!;
          return { issue, drawAt: 0, commitment: 'c', seed, result: drawResultFor('Finance28', seed, issue) };
        });
        return ok({ list });
      },
      '/api/lottery/main': refused,
    });
    const { router } = renderRoom('/gamezhuotou/LotteryTrend?game_id=Finance28');
    const sums = await screen.findByRole('img', { name: '和值' }, { timeout: 10_000 });
    expect(sums.querySelectorAll('circle')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '30' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '和值' }).querySelectorAll('circle')).toHaveLength(30),
    );
    expect(router.state.location.pathname).toBe('/gamezhuotou/LotteryTrend');
    expect(calls.some((c) => c.url.pathname === '/api/lottery/main')).toBe(false);
  });

  it('/guest: a game opens its room for the guest (进入房间)', async () => {
    resetSession();
    const serverTime = Date.now() + SERVER_AHEAD_MS;
    const sale = {
      issue: '20240501-0100',
      closeAt: serverTime + 45_000,
      drawAt: serverTime + 65_000,
      serverTime,
      commitment: 'c',
    };
    mockFetch({
      '/api/guest/lottery/info': (url) =>
        url.searchParams.get('game_id')
          ? ok(lotteryInfoShape(findGameFamily('Finance28')!))
          : ok({ serverTime, games: [{ id: 'Finance28', name: '财经28', type: 1, sale, last: null }] }),
      '/api/guest/lottery/history/draw': () => ok({ list: [] }),
      '/api/guest/lottery/sale/issue': () => ok({ ...sale, serverTime: Date.now() + SERVER_AHEAD_MS }),
    });
    const { router } = renderRoom('/guest');
    fireEvent.click(await screen.findByRole('button', { name: /财经28/ }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: '进入房间' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gamezhuotou'));
    expect(router.state.location.search).toBe('?game_id=Finance28');
    await firstOdds();
  });
});
