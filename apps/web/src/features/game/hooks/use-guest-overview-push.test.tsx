import type { DrawnIssue, GuestOverview, SaleIssue } from '@qilin/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSocketUp } from '../../../lib/socket-status';
import { json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { applyIssuePush } from '../model/issue-push';
import { drawnIssue, saleIssue, saleView } from '../test-fixtures';
import { useGuestOverview } from './use-guest-overview';

function Lobby() {
  const { data } = useGuestOverview(1);
  const game = data?.games[0];
  return <p>{game ? `sale ${game.sale?.issue ?? '-'} / last ${game.last?.issue ?? '-'}` : 'waiting'}</p>;
}

const drawn = (issue: string): DrawnIssue => drawnIssue({ issue, commitment: 'c', seed: 's' });

function sale(issue: string, drawAt: number): SaleIssue {
  return saleIssue({ issue, closeAt: drawAt - 10_000, drawAt, serverTime: Date.now(), commitment: 'c' });
}

function serve() {
  resetSession({ isLogin: false });
  const overview: GuestOverview = {
    serverTime: Date.now(),
    games: [
      {
        id: 'Ffc',
        name: '分分彩',
        type: 1,
        game_type: 'ssc',
        sale: saleView({
          issue: '20261126-0001',
          closeAt: Date.now() + 10_000,
          drawAt: Date.now() + 20_000,
          serverTime: Date.now(),
          commitment: 'c',
        }),
        last: { issue: '20261126-0000', drawAt: 0, result: null },
      },
    ],
  };
  return mockFetch({ '/api/guest/lottery/info': () => json({ success: true, result: overview }) });
}

// The guest lobby: with the socket up the `issue` push moves each game; nothing is asked at the draw instant.
describe('useGuestOverview with the socket', () => {
  afterEach(() => {
    setSocketUp(false);
    vi.useRealTimers();
  });

  it('asks nothing past a draw instant while the socket is up; the push moves the game', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve();
    setSocketUp(true);
    const { queryClient } = renderWithProviders(<Lobby />);
    expect(await screen.findByText('sale 20261126-0001 / last 20261126-0000')).toBeTruthy();
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(asked);

    act(() =>
      applyIssuePush(queryClient, 'Ffc', {
        ...sale('20261126-0002', Date.now() + 60_000),
        last: drawn('20261126-0001'),
      }),
    );
    expect(await screen.findByText('sale 20261126-0002 / last 20261126-0001')).toBeTruthy();
    expect(calls).toHaveLength(asked);
  });

  it('asks again past the draw instant while the socket is down (the fallback)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve();
    renderWithProviders(<Lobby />);
    expect(await screen.findByText(/sale 20261126-0001/)).toBeTruthy();
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(25_000);
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
  });
});
