import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMember, json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { NO_ISSUE_RETRY_MS, useSaleIssue } from './use-sale-issue';

function Clock() {
  const { clock } = useSaleIssue('Tradition28');
  return <p>{clock ? `issue ${clock.issue}` : 'waiting'}</p>;
}

describe('useSaleIssue', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again while no issue is on sale, so the countdown appears without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    let opened = false;
    mockFetch({
      '/api/lottery/sale/issue': () =>
        opened
          ? json({
              success: true,
              result: {
                issue: '20261122-0001',
                closeAt: Date.now() + 60_000,
                drawAt: Date.now() + 75_000,
                serverTime: Date.now(),
                commitment: 'c',
              },
            })
          : json({ success: false, error_code: 41108, error_message: '期号不存在' }, { status: 404 }),
    });
    renderWithProviders(<Clock />);
    expect(await screen.findByText('waiting')).toBeTruthy();
    // The scheduler opens the first issue a moment after start-up.
    await vi.advanceTimersByTimeAsync(8_000);
    opened = true;
    await vi.advanceTimersByTimeAsync(NO_ISSUE_RETRY_MS + 1_000);
    expect(await screen.findByText('issue 20261122-0001')).toBeTruthy();
  });

  it('does not ask again every few seconds when the call is refused (401): that can never succeed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetSession({ isLogin: true, token: 'expired', userData: demoMember });
    const calls = mockFetch({
      '/api/lottery/sale/issue': () =>
        json({ success: false, error_code: 20004, error_message: '请先登录' }, { status: 401 }),
    });
    renderWithProviders(<Clock />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(NO_ISSUE_RETRY_MS * 4);
    expect(calls).toHaveLength(1);
    expect(screen.getByText('waiting')).toBeTruthy();
  });
});
