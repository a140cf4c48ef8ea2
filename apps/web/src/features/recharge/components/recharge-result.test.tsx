import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoMember, renderRoutes, resetSession } from '../../../test/utils';
import { RechargeResult } from './recharge-result';

function open(path: '/rechargeSucess' | '/rechargeFail') {
  return renderRoutes(
    [
      { path: '/rechargeSucess', element: <RechargeResult ok /> },
      { path: '/rechargeFail', element: <RechargeResult ok={false} /> },
      { path: '/account', element: <p>wallet screen</p> },
      { path: '/recharge', element: <p>recharge screen</p> },
    ],
    path,
  );
}

describe('/rechargeSucess and /rechargeFail', () => {
  beforeEach(() => resetSession({ token: 't', userData: demoMember, isLogin: true }));

  it('/rechargeSucess says 充值成功 and offers only the way back to the wallet', async () => {
    const { router } = open('/rechargeSucess');
    expect(await screen.findByText('充值成功')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新充值' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回钱包' }));
    expect(await screen.findByText('wallet screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('/rechargeFail says 充值失败; 重新充值 replaces it with /recharge, 返回钱包 goes to /account', async () => {
    const { router } = open('/rechargeFail');
    expect(await screen.findByText('充值失败')).toBeTruthy();
    expect(screen.getByText('订单未能完成，请重新下单或联系客服')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新充值' }));
    expect(await screen.findByText('recharge screen')).toBeTruthy();
    // Replaced, not pushed: back from the new recharge screen does not land on the failure again.
    expect(router.state.historyAction).toBe('REPLACE');

    await router.navigate('/rechargeFail');
    fireEvent.click(await screen.findByRole('button', { name: '返回钱包' }));
    expect(await screen.findByText('wallet screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });
});
