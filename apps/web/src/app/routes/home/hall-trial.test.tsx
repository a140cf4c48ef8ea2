import { TrialMessages } from '@qilin/contract/messages';
import { StorageKey } from '@qilin/contract/storage-keys';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { TrialGate } from '../../trial-layer';
import HallRoute from './hall';

const ok = (result: unknown) => json({ success: true, result });
const trialMember = { ...demoMember, memberId: 99, username: 'trial_0a1b2c3d4e', nickname: '试玩0a1b' };

function trialServer() {
  return mockFetch({
    '/api/auth/trial': () =>
      ok({ token: 'trial-token', member: trialMember, is_trial: true, balance: 200_000 }),
    '/api/member/wallet': () => ok({ balance: 200_000, withdrawable_amount: 200_000, held: 0 }),
    '/api/lottery/class': () => ok({ type: 1, games: [] }),
    '/api/lottery/recent': () => ok({ list: [] }),
    '/api/common/slide/new': () => ok(null),
  });
}

const routes = [
  { path: '/home/hall', element: <HallRoute /> },
  { path: '/recharge', element: <TrialGate>{<p>recharge screen</p>}</TrialGate> },
];

describe('试玩 from the hall', () => {
  it('a guest taps 免费试玩: a trial session, the balance named 试玩余额, the real keys untouched', async () => {
    localStorage.clear();
    resetSession();
    const calls = trialServer();
    renderRoutes(routes, '/home/hall');
    fireEvent.click(await screen.findByRole('button', { name: TrialMessages.start }));
    await waitFor(() => expect(useSessionStore.getState().trial?.token).toBe('trial-token'));
    expect(calls.some((c) => c.url.pathname === '/api/auth/trial')).toBe(true);
    expect(await screen.findByText(TrialMessages.balanceLabel)).toBeTruthy();
    expect(await screen.findByText('2000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: TrialMessages.start })).toBeNull();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it('a money screen explains it is not available in 试玩; a member sees the screen', async () => {
    resetSession({ isLogin: true, token: 'trial-token', userData: trialMember });
    useSessionStore.setState({
      trial: { token: 'trial-token', member: trialMember },
      parked: { token: '', userData: null },
    });
    trialServer();
    const view = renderRoutes(routes, '/recharge');
    expect(await screen.findByText(TrialMessages.moneyUnavailable)).toBeTruthy();
    expect(screen.queryByText('recharge screen')).toBeNull();
    view.unmount();

    resetSession({ isLogin: true, token: 't', userData: demoMember });
    renderRoutes(routes, '/recharge');
    expect(await screen.findByText('recharge screen')).toBeTruthy();
  });
});
