import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { WithdrawalsPage } from './withdrawals-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

describe('withdrawal queue', () => {
  it("opens a row for the member's risk facts: turnover, recent wins and bound accounts", async () => {
    sessionStore.signInWithToken('dev');
    const calls = fakeApi((c) => {
      if (c.path.startsWith('/api/admin/withdrawals?'))
        return okBody([
          {
            id: 31,
            memberId: 7,
            amountFen: 2_000_000,
            amount: '20000',
            status: 'pending',
            type: '1',
            typeName: '银行卡',
            account: '6222 **** 0001',
            reason: '',
            createdAt: '2026-11-26T02:00:00.000Z',
          },
        ]);
      if (c.path === '/api/admin/withdrawals/31/risk')
        return okBody({
          withdrawal_id: 31,
          member_id: 7,
          username: 'alice',
          amount_fen: 2_000_000,
          balance_fen: 500_000,
          turnover_required_fen: 12_300,
          turnover_fen: 4_560_000,
          wins: { count: 3, payout_fen: 1_990_000, biggest_fen: 1_500_000 },
          deposits_fen: 100_000,
          window_days: 7,
          accounts: [
            {
              type: 1,
              account: '6222 0000 0000 0001',
              holder_name: '张三',
              bank_name: '工商银行',
              created_at: '2026-11-20T02:00:00.000Z',
              deleted: false,
            },
          ],
        });
      return undefined;
    });
    renderPage(<WithdrawalsPage />);
    const row = (await screen.findByText('6222 **** 0001')).closest('tr') as HTMLElement;
    expect(calls.some((c) => c.path.endsWith('/risk'))).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    const facts = await screen.findByRole('region', { name: '提现 #31 风控信息' });
    expect(within(facts).getByText('alice（7）')).toBeTruthy();
    expect(within(facts).getByText('123.00')).toBeTruthy();
    expect(within(facts).getByText('45600.00')).toBeTruthy();
    expect(within(facts).getByText('3 次，共 19900.00 元')).toBeTruthy();
    expect(within(facts).getByText('6222 0000 0000 0001')).toBeTruthy();
    expect(within(facts).getByText('使用中')).toBeTruthy();
const row = (id: number, memberId: number) => ({
  id,
  memberId,
  amountFen: 50_000,
  amount: '500.00',
  status: 'pending',
  type: 'bank',
  typeName: '银行卡',
  account: `6222****000${id}`,
  reason: '',
  createdAt: '2026-11-26T01:00:00.000Z',
});

  it('rejects a withdrawal with a reason, after which it leaves the queue', async () => {
    let queue = [row(7, 101), row(8, 102)];
      if (c.path.startsWith('/api/admin/withdrawals?')) return okBody(queue);
      if (c.path === '/api/admin/withdrawals/7/reject') {
        queue = queue.filter((r) => r.id !== 7);
        return okBody({});
      }
    const first = (await screen.findByText('6222****0007')).closest('tr') as HTMLElement;
    expect(within(first).getByText('500.00')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: '拒 绝' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('拒绝提现 #7')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: '账户信息有误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(screen.queryByText('6222****0007')).toBeNull());
    expect(screen.getByText('6222****0008')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/withdrawals/7/reject')?.body).toEqual({
      reason: '账户信息有误',
  });
  it('approves after the popover question; a reader sees no buttons', async () => {
      if (c.path.startsWith('/api/admin/withdrawals?')) return okBody([row(7, 101)]);
      if (c.path === '/api/admin/withdrawals/7/approve') return okBody({});
    const view = renderPage(<WithdrawalsPage />);
    fireEvent.click(within(first).getByRole('button', { name: '通 过' }));
    const popover = (await screen.findByText('确认已向会员 101 付款 500.00 元？')).closest('.ant-popover');
    fireEvent.click(within(popover as HTMLElement).getByRole('button', { name: '通 过' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/withdrawals/7/approve')).toBe(
        true,
      ),
    );
    view.unmount();
    sessionStore.signIn({
      credential: { kind: 'operator', token: 't' },
      operator: null,
      permissions: ['cashier.read'],
      mfa: true,
    await screen.findByText('6222****0007');
    expect(screen.queryByRole('button', { name: '通 过' })).toBeNull();
  });
});
