import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMember, json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { formatCountdown } from '../model/server-clock';
import { useSaleIssue } from './use-sale-issue';

// A file of its own: the shared ticker keeps the last time it read, and a test before this one that
// moved fake time ahead would leave that reading in this test's future.

function Phase() {
  const { clock } = useSaleIssue('Tradition28');
  if (!clock) return <p>waiting</p>;
  const pending = clock.pending ? ' pending' : '';
  return (
    <p data-testid="phase">{`${clock.issue} ${clock.phase}${pending} ${formatCountdown(clock.remainingMs)}`}</p>
  );
}

describe('useSaleIssue with a PENDING issue', () => {
  afterEach(() => vi.useRealTimers());

  it("a PENDING issue is the previous one's 封盘 counting to openAt, then its draw; asked again, backing off, until OPEN", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    // The server clock runs 10 minutes ahead of this one: every instant below is on the server's.
    const ahead = 600_000;
    const openAt = Date.now() + ahead + 12_000;
    let state: 'PENDING' | 'OPEN' = 'PENDING';
    const asked: number[] = [];
    mockFetch({
      '/api/lottery/sale/issue': () => {
        asked.push(Date.now());
        return json({
          success: true,
          result: {
            issue: '20261122-0101',
            state,
            openAt,
            closeAt: openAt + 45_000,
            drawAt: openAt + 60_000,
            serverTime: Date.now() + ahead,
            // Null until the predecessor is revealed (a commitment now would be the undrawn seed).
            commitment: state === 'OPEN' ? 'ab'.repeat(32) : null,
          },
        });
      },
      '/api/lottery/history/draw': () => json({ success: true, result: { list: [] } }),
    });
    renderWithProviders(<Phase />);
    const phase = await screen.findByTestId('phase');
    expect(phase.textContent).toMatch(/^20261122-0101 closed pending 00:1[12]$/);
    expect(asked).toHaveLength(1);

    // openAt passes: the predecessor is being drawn; the first ask comes a moment later.
    await vi.advanceTimersByTimeAsync(12_200);
    expect(screen.getByTestId('phase').textContent).toBe('20261122-0101 drawing pending 00:00');
    await vi.advanceTimersByTimeAsync(2_500);
    await waitFor(() => expect(asked).toHaveLength(2));
    // Still PENDING (the draw waits for its beacon round): asked again, each wait longer.
    await vi.advanceTimersByTimeAsync(6_000);
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(4));
    state = 'OPEN';
    await vi.advanceTimersByTimeAsync(5_100);
    await waitFor(() =>
      expect(screen.getByTestId('phase').textContent).toMatch(/^20261122-0101 open 00:[34]\d$/),
    );
    const gaps = asked.slice(2).map((at, i) => at - asked[i + 1]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(2_000);
    expect(gaps[1]).toBeGreaterThanOrEqual(3_000);
    // Open and counting to its close: no more asks.
    const settled = asked.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(settled);
  });
});
