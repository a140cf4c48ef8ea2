import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMember, renderRoutes, resetSession } from '../../../test/utils';
import { RechargeScreen } from '../components/recharge-screen';
import { cashierWithUnpaidOrder, order } from '../test-fixtures';
import { PAY_TYPES_THROTTLE_MS } from './use-pay-types';

/** Lets a refetch a tap may have started reach the mocked server before counting. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

describe('fund/dropdown throttle', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));
  afterEach(() => vi.useRealTimers());

  it('asks for the pay types at most once every 2 s, the fetch on open included', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = cashierWithUnpaidOrder(order());
    const dropdowns = () => calls.filter((c) => c.url.pathname === '/api/fund/dropdown').length;
    renderRoutes([{ path: '*', element: <RechargeScreen /> }], '/recharge');
    await screen.findByText('工行转账');
    expect(dropdowns()).toBe(1);

    fireEvent.click(screen.getByText('USDT'));
    fireEvent.click(screen.getByText('银行卡'));
    fireEvent.click(screen.getByText('USDT'));
    expect(await screen.findByText('TRC20')).toBeTruthy();
    await settle();
    expect(dropdowns()).toBe(1);

    await act(async () => {
      vi.advanceTimersByTime(PAY_TYPES_THROTTLE_MS);
    });
    fireEvent.click(screen.getByText('银行卡'));
    fireEvent.click(screen.getByText('USDT'));
    fireEvent.click(screen.getByText('银行卡'));
    await waitFor(() => expect(dropdowns()).toBe(2));

    await act(async () => {
      vi.advanceTimersByTime(PAY_TYPES_THROTTLE_MS / 2);
    });
    fireEvent.click(screen.getByText('USDT'));
    await settle();
    expect(dropdowns()).toBe(2);
    await act(async () => {
      vi.advanceTimersByTime(PAY_TYPES_THROTTLE_MS / 2);
    });
    fireEvent.click(screen.getByText('银行卡'));
    await waitFor(() => expect(dropdowns()).toBe(3));
  });
});
