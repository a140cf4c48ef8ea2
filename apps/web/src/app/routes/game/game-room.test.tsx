import { Messages } from '@qilin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOverlayStore } from '../../../components/popups';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });
const SERVER_AHEAD_MS = 600_000;

function room(placeReply: () => Response, records: unknown[] = []) {
  return mockFetch({
    '/api/lottery/sale/issue': () => {
      const serverNow = Date.now() + SERVER_AHEAD_MS;
      return ok({
        issue: '20240501-0100',
        closeAt: serverNow + 45_000,
        drawAt: serverNow + 65_000,
        serverTime: serverNow,
        commitment: 'c',
      });
    },
    '/api/lottery/history/draw': () => ok([]),
    '/api/lottery/info': () => ok({ times_two_sides: ['2.05', '2.05', '2.05', '2.05'] }),
    '/api/member/wallet': () => ok({ balance: 12345, withdrawable_amount: 0, held: 0 }),
    '/api/bet/records': () => ok({ list: records }),
    '/api/bet/order': placeReply,
    '/api/bet/cancel': () => ok({ cancelled: [7], refundFen: 1000 }),
  });
}

async function placeBig() {
  await waitFor(
    () => expect(screen.getByRole('button', { name: /大\s*2\.05/ }).hasAttribute('disabled')).toBe(false),
    { timeout: 3000 },
  );
  fireEvent.click(await screen.findByRole('button', { name: /大\s*2\.05/ }));
  fireEvent.click(screen.getByRole('button', { name: '下注' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe('game room', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down from the server clock, not the local one, and shows server odds', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() => ok({}));
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const countdown = await screen.findByTestId('countdown', {}, { timeout: 5000 });
    // closeAt is 45 s after the server's now; the local clock is 10 minutes behind it.
    expect(countdown.textContent).toMatch(/^距封盘00:4[4-6]$/);
    expect(await screen.findByText('123.45', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows the insufficient-balance popup for the contract text, a toast for other refusals', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() =>
      json(
        { success: false, error_code: 41001, error_message: Messages.insufficientBalance },
        { status: 400 },
      ),
    );
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    await placeBig();
    await waitFor(() =>
      expect(useOverlayStore.getState().entries.some((e) => e.spec.kind === 'insufficientBalance')).toBe(
        true,
      ),
    );
  });

  it('shows other bet errors as a toast', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() =>
      json(
        { success: false, error_code: 41102, error_message: '赔率已变动，请刷新后重新下注' },
        { status: 400 },
      ),
    );
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    await placeBig();
    expect(await screen.findByText('赔率已变动，请刷新后重新下注')).toBeTruthy();
    expect(useOverlayStore.getState().entries.some((e) => e.spec.kind === 'insufficientBalance')).toBe(false);
  });

  it('cancels a bet of this issue with the 取消下注成功 toast', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const order = {
      orderId: 7,
      gameId: 'Finance28',
      issue: '20240501-0100',
      status: 'open',
      totalFen: 1000,
      createdAt: 0,
      items: [{ name: '大', amountFen: 1000 }],
    };
    const calls = room(() => ok({}), [order]);
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    fireEvent.click(await screen.findByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确定|去绑定/ }));
    expect(await screen.findByText(Messages.betCancelSuccess)).toBeTruthy();
    const cancel = calls.find((c) => c.url.pathname === '/api/bet/cancel');
    expect(JSON.parse(String(cancel?.init?.body))).toEqual({ game_id: 'Finance28', id: 7 });
  });
});
