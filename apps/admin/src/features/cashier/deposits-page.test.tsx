import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { failBody, fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { DepositsPage } from './deposits-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const row = (id: number, username: string) => ({
  id,
  order_sn: `D2026112600${id}`,
  member_id: 100 + id,
  username,
  channel_id: 2,
  amount_fen: 12_345,
  status: 'paid',
  payer_name: '张三',
  reject_reason: '',
  created_at: '2026-11-26T01:00:00.000Z',
  paid_at: null,
  has_evidence: false,
});

describe('deposit queue', () => {
  it('confirms a deposit, after which it leaves the queue', async () => {
    sessionStore.signInWithToken('dev');
    let queue = [row(1, 'alice'), row(2, 'bob')];
    const calls = fakeApi((c) => {
      if (c.path.startsWith('/api/admin/deposits?')) return okBody(queue);
      if (c.path === '/api/admin/deposits/1/confirm') {
        queue = queue.filter((r) => r.id !== 1);
        return okBody({ credited: true });
      }
      return undefined;
    });
    renderPage(<DepositsPage />);
    const alice = (await screen.findByText('alice（101）')).closest('tr') as HTMLElement;
    expect(within(alice).getByText('123.45')).toBeTruthy();
    fireEvent.click(within(alice).getByRole('button', { name: '确认入账' }));
    const popover = (await screen.findByText(/确认订单 D20261126001 已到账 123\.45 元/)).closest(
      '.ant-popover',
    );
    fireEvent.click(within(popover as HTMLElement).getByRole('button', { name: '确认入账' }));
    await waitFor(() => expect(screen.queryByText('alice（101）')).toBeNull());
    expect(screen.getByText('bob（102）')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/deposits/1/confirm')).toBe(true);
  });

  it("shows the server's error_message when a confirm is refused, and keeps the row", async () => {
    sessionStore.signInWithToken('dev');
    fakeApi((c) => {
      if (c.path.startsWith('/api/admin/deposits?')) return okBody([row(1, 'alice')]);
      if (c.path === '/api/admin/deposits/1/confirm') return failBody(400, 30021, '订单不是待处理状态');
      return undefined;
    });
    renderPage(<DepositsPage />);
    const alice = (await screen.findByText('alice（101）')).closest('tr') as HTMLElement;
    fireEvent.click(within(alice).getByRole('button', { name: '确认入账' }));
    const popover = (await screen.findByText(/确认订单 D20261126001/)).closest('.ant-popover');
    fireEvent.click(within(popover as HTMLElement).getByRole('button', { name: '确认入账' }));
    expect(await screen.findByText('订单不是待处理状态')).toBeTruthy();
    expect(screen.getByText('alice（101）')).toBeTruthy();
  });

  it('hides confirm and reject from an operator who may only read the queue', async () => {
    sessionStore.signIn({
      credential: { kind: 'operator', token: 't' },
      operator: null,
      permissions: ['cashier.read'],
      mfa: true,
    });
    fakeApi((c) => (c.path.startsWith('/api/admin/deposits?') ? okBody([row(1, 'alice')]) : undefined));
    renderPage(<DepositsPage />);
    await screen.findByText('alice（101）');
    expect(screen.queryByRole('button', { name: '确认入账' })).toBeNull();
  });
});
