import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMember, renderRoutes, resetSession } from '../../../test/utils';
import { cashierWithUnpaidOrder, order, usdt } from '../test-fixtures';
import { RechargeScreen } from './recharge-screen';

const open = () => renderRoutes([{ path: '*', element: <RechargeScreen /> }], '/recharge');

describe('order view', () => {
  // A named member: no deposit before a real name is bound (issue 19).
  beforeEach(() =>
    resetSession({ token: 't', userData: { ...demoMember, real_name: '张三' }, isLogin: true }),
  );
  afterEach(() => vi.useRealTimers());

  it('counts the server countdown down and closes the view when it reaches 0', async () => {
    cashierWithUnpaidOrder(order({ countdown: 60 }));
    open();
    const channel = await screen.findByText('工行转账');
    // Fake clock before the view starts its ticker, so advancing it drives the countdown.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(channel);
    await waitFor(() => expect(screen.getByTestId('order-countdown').textContent).toMatch(/^(01:00|00:59)$/));
    await act(async () => {
      vi.advanceTimersByTime(50_000);
    });
    // The real clock runs on too (shouldAdvanceTime), hence a second of slack.
    expect(screen.getByTestId('order-countdown').textContent).toMatch(/^00:(10|09)$/);
    expect(screen.queryByTestId('order-view')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(10_100);
    });
    await waitFor(() => expect(screen.queryByTestId('order-view')).toBeNull());
  });

  it('shows a USDT order with the usdtAmount to 3 decimals and the address to copy', async () => {
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    cashierWithUnpaidOrder(
      order({
        typeId: usdt.typeId,
        typeName: 'USDT',
        channelName: usdt.channelName,
        usdtAmount: '13.889',
        exchangeRate: '7.2',
        accountName: '',
        accountNum: '',
        bankName: '',
        address,
      }),
    );
    open();
    fireEvent.click(await screen.findByText('USDT'));
    fireEvent.click(await screen.findByText('TRC20'));
    const view = await screen.findByTestId('order-view');
    expect(await within(view).findByText('13.889 USDT')).toBeTruthy();
    const row = within(view).getByText(address).closest('.adm-list-item') as HTMLElement;
    expect(within(row).getByText('收款地址')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '复制' })).toBeTruthy();
    expect(within(view).queryByText('6222020200001111')).toBeNull();
  });
});
