import { Messages } from '@qilin/contract';
import { findGameFamily, lotteryInfoShape } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });
const SERVER_AHEAD_MS = 600_000;
const ISSUES = ['20240501-0101', '20240501-0102', '20240501-0103', '20240501-0104', '20240501-0105'];

/**
 * The 28 room as the server answers during the 封盘 window of issue 0100: the sale view is issue 0101,
 * PENDING with openAt = 0100's draw and no commitment; it opens once asked after openAt. Upcoming
 * lists carry numbers and times only (no commitment, Publication rule).
 */
function pendingRoom(openInMs: number) {
  const openAt = Date.now() + SERVER_AHEAD_MS + openInMs;
  let opened = false;
  const calls = mockFetch({
    '/api/lottery/sale/issue': () => {
      const serverNow = Date.now() + SERVER_AHEAD_MS;
      if (serverNow >= openAt) opened = true;
      return ok({
        issue: ISSUES[0],
        state: opened ? 'OPEN' : 'PENDING',
        openAt,
        closeAt: openAt + 45_000,
        drawAt: openAt + 60_000,
        serverTime: serverNow,
        closeCountdown: Math.round((openAt + 45_000 - serverNow) / 1000),
        drawCountdown: Math.round((openAt + 60_000 - serverNow) / 1000),
        commitment: opened ? 'ab'.repeat(32) : null,
        terminalHash: 'cd'.repeat(32),
        algorithm: 'qilin-chain-hmac-sha256-v2',
        beacon: { source: 'local', independent: false, round: 1234, publicKey: 'ef'.repeat(48) },
      });
    },
    '/api/lottery/sale/issues': (url) => {
      const count = Number(url.searchParams.get('count'));
      return ok({
        serverTime: Date.now() + SERVER_AHEAD_MS,
        list: [...ISSUES, ...ISSUES.map((i) => i.replace('-01', '-02'))].slice(0, count).map((issue, i) => ({
          issue,
          state: i === 0 && opened ? 'OPEN' : 'PENDING',
          openAt: openAt + (i - 1) * 60_000,
          closeAt: openAt + 45_000 + i * 60_000,
          drawAt: openAt + 60_000 + i * 60_000,
        })),
      });
    },
    '/api/lottery/history/draw': () => ok({ list: [] }),
    '/api/lottery/info': () => ok(lotteryInfoShape(findGameFamily('Finance28')!)),
    '/api/member/wallet': () => ok({ balance: 12345, withdrawable_amount: 0, held: 0 }),
    '/api/bet/records': () => ok({ list: [] }),
    '/api/lottery/enter': () => ok({}),
    '/api/bet/task/list': () => ok({ list: [] }),
    '/api/bet/task/order': () => ok({ chaseId: 5, orders: [], message: Messages.chaseSetSuccess }),
  });
  return calls;
}

const bigCell = () => screen.getByRole('button', { name: /^大\s*×\d/ });

describe('game room while the sale issue is PENDING', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("shows the predecessor's 封盘 counting to openAt with betting blocked, then opens without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = pendingRoom(20_000);
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const countdown = await screen.findByTestId('countdown', {}, { timeout: 10_000 });
    expect(countdown.textContent).toMatch(/^封盘00:(0\d|1\d|20)$/);
    const toOpenMs = Number(countdown.textContent?.slice(-2)) * 1000;
    expect(screen.getByText('本期已封盘，请等待下一期')).toBeTruthy();
    // The issue shown is the one that opens next, not the one closed.
    expect(screen.getByText('下期 第 20240501-0101 期')).toBeTruthy();
    await waitFor(() => expect(bigCell().hasAttribute('disabled')).toBe(true), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: '下注' }).hasAttribute('disabled')).toBe(true);
    // The room's menu links the game's 公平性验证 page.
    expect(within(screen.getByRole('navigation')).getByRole('button', { name: '公平性验证' })).toBeTruthy();

    // openAt (0100's draw) passes: 开奖中 until the server has drawn it, then 0101 is on sale.
    await vi.advanceTimersByTimeAsync(toOpenMs);
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).toBe('开奖中'));
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(bigCell().hasAttribute('disabled')).toBe(false), { timeout: 10_000 });
    expect(screen.getByTestId('countdown').textContent).toMatch(/^距封盘00:[34]\d$/);
    expect(screen.queryByText('本期已封盘，请等待下一期')).toBeNull();
    expect(screen.getByText('第 20240501-0101 期')).toBeTruthy();
    const asks = calls.filter((c) => c.url.pathname === '/api/lottery/sale/issue');
    expect(asks.length).toBeGreaterThanOrEqual(2);

    // The chase lists the server's upcoming issues, which carry no commitment.
    fireEvent.click(bigCell());
    fireEvent.click(screen.getByRole('button', { name: '追号' }));
    const list = await screen.findByTestId('zh-list', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByText(/^2024/)
          .map((n) => n.textContent),
      ).toEqual(ISSUES.slice(0, 5)),
    );
    fireEvent.click(screen.getByRole('button', { name: '确认追号' }));
    expect(await screen.findByText(Messages.chaseSetSuccess, {}, { timeout: 5000 })).toBeTruthy();
    const order = calls.find((c) => c.url.pathname === '/api/bet/task/order');
    expect(JSON.parse(String(order?.init?.body)).zhList.map((z: { issue: string }) => z.issue)).toEqual(
      ISSUES.slice(0, 5),
    );
  });
});
