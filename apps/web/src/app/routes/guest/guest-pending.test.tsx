import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

describe('/guest with a PENDING sale issue', () => {
  afterEach(() => vi.useRealTimers());

  it('names the issue that opens next, counts the 封盘 to its openAt, then asks again until it is OPEN', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetSession();
    const openAt = Date.now() + 6_000;
    let asks = 0;
    mockFetch({
      '/api/guest/lottery/info': () => {
        asks += 1;
        const serverTime = Date.now();
        // The previous issue's draw waits for its beacon round: still PENDING at the first ask after openAt.
        const open = serverTime >= openAt && asks >= 3;
        return ok({
          serverTime,
          games: [
            {
              id: 'Finance28',
              name: '财经28',
              type: 1,
              sale: {
                issue: '20240501-0101',
                state: open ? 'OPEN' : 'PENDING',
                openAt,
                closeAt: openAt + 60_000,
                drawAt: openAt + 80_000,
                serverTime,
                commitment: open ? 'ab'.repeat(32) : null,
              },
              last: null,
            },
          ],
        });
      },
    });
    renderRoutes(gameRoutes(), '/guest');
    const card = await screen.findByTestId('guest-game-Finance28', {}, { timeout: 8000 });
    expect(within(card).getByText('下期 第 20240501-0101 期')).toBeTruthy();
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^封盘00:0[4-6]$/);
    await vi.advanceTimersByTimeAsync(6_500);
    await waitFor(() => expect(within(card).getByTestId('countdown').textContent).toBe('开奖中'));
    // Asked a moment after openAt (still PENDING), then again, until OPEN.
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(within(card).getByText('第 20240501-0101 期')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^距封盘/);
    expect(asks).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
