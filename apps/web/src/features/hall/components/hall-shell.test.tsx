import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, renderRoutes, resetSession } from '../../../test/utils';
import { HallShell } from './hall-shell';

const routes = [
  { path: '/home/hall', element: <HallShell balanceText="123.45" /> },
  { path: '/guest', element: <p>guest view</p> },
  ...['/recharge', '/withdraw', '/betRecord'].map((path) => ({ path, element: <p>at {path}</p> })),
];

describe('HallShell', () => {
  it('offers a guest the read-only draw view next to the login hint', async () => {
    resetSession();
    const { router } = renderRoutes(routes, '/home/hall');
    expect(screen.getByText('登录后查看余额')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '游客看开奖 ›' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest'));
  });

  it('shows a member the balance and no guest link', () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    renderRoutes(routes, '/home/hall');
    expect(screen.getByText('123.45')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '游客看开奖 ›' })).toBeNull();
  });

  it.each([
    ['充值', '/recharge'],
    ['提现', '/withdraw'],
    ['记录', '/betRecord'],
  ])(
    'the quick action %s opens %s (the withdraw form and the bet records, not the account list or 我的)',
    async (label, path) => {
      resetSession({ isLogin: true, token: 't', userData: demoMember });
      const { router } = renderRoutes(routes, '/home/hall');
      fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );
});
