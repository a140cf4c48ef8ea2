import { fireEvent, screen, within } from '@testing-library/react';
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
  });
});
