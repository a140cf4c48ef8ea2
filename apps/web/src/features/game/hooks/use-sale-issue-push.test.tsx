import type { DrawnIssue, SaleIssue } from '@qilin/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSocketUp } from '../../../lib/socket-status';
import { demoMember, json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { gameKeys } from '../api/game-api';
import { applyIssuePush } from '../model/issue-push';
import { drawnIssue, saleIssue } from '../test-fixtures';
import { useDrawHistory } from './use-game-data';
import { useSaleIssue } from './use-sale-issue';

function Clock() {
  const { clock } = useSaleIssue('Tradition28');
  const history = useDrawHistory('Tradition28');
  return (
    <p>
      {clock ? `issue ${clock.issue} ${clock.phase}` : 'waiting'} / last {history.data?.[0]?.issue ?? '-'}
    </p>
  );
}

const drawn = (issue: string): DrawnIssue => drawnIssue({ issue, commitment: 'c', seed: 's' });

function sale(issue: string, drawAt: number, last: DrawnIssue | null): SaleIssue {
  return saleIssue({
    issue,
    closeAt: drawAt - 10_000,
    drawAt,
    serverTime: Date.now(),
    commitment: 'c',
    last,
  });
}

// Issue 16: with the socket up, the issue on sale and the results come by push; nothing is asked at the
// draw instant. While the socket is down the asks of the fallback still run.
describe('useSaleIssue with the socket', () => {
  afterEach(() => {
    setSocketUp(false);
    vi.useRealTimers();
  });

  function serve() {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const first = sale('20261122-0001', Date.now() + 20_000, drawn('20261122-0000'));
    return mockFetch({
      '/api/lottery/sale/issue': () => json({ success: true, result: first }),
      '/api/lottery/history/draw': () => json({ success: true, result: { list: [drawn('20261122-0000')] } }),
    });
  }

  it('asks nothing past the draw instant while the socket is up; the push moves the clock and the results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve();
    setSocketUp(true);
    const { queryClient } = renderWithProviders(<Clock />);
    expect(await screen.findByText('issue 20261122-0001 open / last 20261122-0000')).toBeTruthy();
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.getByText('issue 20261122-0001 drawing / last 20261122-0000')).toBeTruthy();
    expect(calls).toHaveLength(asked);

    act(() =>
      applyIssuePush(queryClient, 'Tradition28', {
        ...sale('20261122-0002', Date.now() + 60_000, drawn('20261122-0001')),
      }),
    );
    expect(await screen.findByText('issue 20261122-0002 open / last 20261122-0001')).toBeTruthy();
    expect(
      queryClient.getQueryData<DrawnIssue[]>(gameKeys.history('Tradition28'))?.map((d) => d.issue),
    ).toEqual(['20261122-0001', '20261122-0000']);
    expect(calls).toHaveLength(asked);
  });

  it('keeps a pushed issue when an answer asked before the push arrives after it', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const asked = sale('20261122-0001', Date.now() + 20_000, drawn('20261122-0000'));
    let answer: (response: Response) => void = () => {};
    mockFetch({
      '/api/lottery/sale/issue': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/lottery/history/draw': () => json({ success: true, result: { list: [drawn('20261122-0000')] } }),
    });
    setSocketUp(true);
    const { queryClient } = renderWithProviders(<Clock />);
    await waitFor(() =>
      expect(queryClient.isFetching({ queryKey: gameKeys.saleIssue('Tradition28', false) })).toBe(1),
    );
    // The server moves on and pushes the next issue while the first ask is still out.
    const pushed = {
      ...sale('20261122-0002', Date.now() + 35_000, drawn('20261122-0001')),
      serverTime: asked.serverTime + 1,
    };
    act(() => applyIssuePush(queryClient, 'Tradition28', pushed));
    expect(await screen.findByText(/issue 20261122-0002/)).toBeTruthy();
    answer(json({ success: true, result: asked }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText(/issue 20261122-0002/)).toBeTruthy();
  });

  it('asks again past the draw instant while the socket is down (the fallback)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve();
    renderWithProviders(<Clock />);
    expect(await screen.findByText(/issue 20261122-0001/)).toBeTruthy();
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(25_000);
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
  });
});
