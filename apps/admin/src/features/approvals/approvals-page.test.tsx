import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { ApprovalsPage } from './approvals-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

function signInAs(id: number, permissions: string[]) {
  sessionStore.signIn({
    credential: { kind: 'operator', token: `t${id}` },
    operator: {
      id,
      username: `op${id}`,
      role: 'cashier',
      totp_enabled: true,
      locked_until: null,
      created_at: '',
    },
    permissions: permissions as never,
    mfa: true,
  });
}

const approval = (id: number, proposedBy: number) => ({
  id,
  route: 'POST /api/admin/withdrawals/:id/approve',
  permission: 'cashier.withdrawals',
  method: 'POST',
  url: `/api/admin/withdrawals/${id + 100}/approve`,
  body: {},
  before: { withdrawal_id: id + 100, amount_fen: 2_000_000, status: 'pending' },
  summary: `withdrawal ${id + 100}: 2000000 fen`,
  status: 'pending',
  proposed_by: proposedBy,
  proposed_by_name: `op${proposedBy}`,
  proposed_at: '2026-11-26T02:00:00.000Z',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  reason: '',
  result_status: null,
  result: null,
});

describe('approvals queue', () => {
  it('shows what, who, when and before → after; never offers the proposer their own approve', async () => {
    signInAs(1, ['cashier.read', 'cashier.withdrawals']);
    fakeApi((c) =>
      c.path.startsWith('/api/admin/approvals?') ? okBody([approval(7, 1), approval(8, 2)]) : undefined,
    );
    renderPage(<ApprovalsPage />);
    const mine = (await screen.findByText('/api/admin/withdrawals/107/approve', { exact: false })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(mine).getByText('大额提现付款')).toBeTruthy();
    expect(within(mine).getByText('我')).toBeTruthy();
    expect(within(mine).getByText('2026/11/26 10:00:00')).toBeTruthy();
    expect(within(mine).getByText(/"amount_fen": 2000000/)).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: '批 准' })).toBeNull();
    expect(within(mine).getByRole('button', { name: '撤 回' })).toBeTruthy();
    expect(within(mine).getByText('需另一位运营人员审批')).toBeTruthy();
    const theirs = screen
      .getByText('/api/admin/withdrawals/108/approve', { exact: false })
      .closest('tr') as HTMLElement;
    expect(within(theirs).getByText('op2')).toBeTruthy();
    expect(within(theirs).getByRole('button', { name: '批 准' })).toBeTruthy();
  });

  it('hides approve and reject from an operator without the action’s permission', async () => {
    signInAs(3, ['cashier.read']);
    fakeApi((c) => (c.path.startsWith('/api/admin/approvals?') ? okBody([approval(8, 2)]) : undefined));
    renderPage(<ApprovalsPage />);
    const row = (await screen.findByText('op2')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('approves one (it leaves the queue) and rejects another with a reason', async () => {
    signInAs(1, ['cashier.read', 'cashier.withdrawals']);
    let queue = [approval(8, 2), approval(9, 3)];
    const calls = fakeApi((c) => {
      if (c.path.startsWith('/api/admin/approvals?')) return okBody(queue);
      const m = /^\/api\/admin\/approvals\/(\d+)\/(approve|reject)$/.exec(c.path);
      if (m) {
        const id = Number(m[1]);
        queue = queue.filter((a) => a.id !== id);
        return okBody({ ...approval(id, 2), status: m[2] === 'approve' ? 'executed' : 'rejected' });
      }
      return undefined;
    });
    renderPage(<ApprovalsPage />);
    const row8 = (await screen.findByText('op2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row8).getByRole('button', { name: '批 准' }));
    const pop = (await screen.findByText('批准并执行：大额提现付款（#8）？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: '批 准' }));
    expect(await screen.findByText('已批准并执行')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('op2')).toBeNull());

    const row9 = screen.getByText('op3').closest('tr') as HTMLElement;
    fireEvent.click(within(row9).getByRole('button', { name: '拒 绝' }));
    fireEvent.change(await screen.findByLabelText('拒绝原因'), { target: { value: '金额与申请不符' } });
    fireEvent.click(screen.getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(screen.queryByText('op3')).toBeNull());
    expect(calls.find((c) => c.path === '/api/admin/approvals/9/reject')?.body).toEqual({
      reason: '金额与申请不符',
    });
    expect(calls.find((c) => c.path === '/api/admin/approvals/8/approve')?.headers['x-operator-token']).toBe(
      't1',
    );
  });
});
