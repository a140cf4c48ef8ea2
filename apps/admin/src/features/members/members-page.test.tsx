import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import type { Permission } from '../../lib/operator-types';
import { type Call, fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { MembersPage } from './members-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const signInWith = (permissions: Permission[]) =>
  sessionStore.signIn({
    credential: { kind: 'operator', token: 't' },
    operator: null,
    permissions,
    mfa: true,
  });

const alice = {
  id: 7,
  username: 'alice',
  nickname: 'Alice',
  phone: '138****8001',
  real_name: '',
  is_trial: false,
  frozen: false,
  created_at: '2026-11-26T01:00:00.000Z',
  protection: { break_kind: null, break_ends_at: null, has_limits: false },
};

function profileOf(frozen: boolean) {
  return {
    member: { ...alice, frozen },
    freeze: frozen
      ? { frozen: true, reason: '异常投注', frozen_at: '2026-11-26T02:00:00.000Z' }
      : { frozen: false, reason: '', frozen_at: null },
    balances: { balance_fen: 123_456, held_fen: 0, withdrawable_fen: 100_000, turnover_fen: 23_456 },
  };
}

/** antd spaces a two-character button label (冻 结). */
const FREEZE = /^冻\s?结$/;

const empty = { list: [], total: 0, page: 1, pageSize: 20 };

/** The members API with alice in it; `frozen` flips when the freeze call arrives. */
function membersBackend(extra?: (c: Call) => { status?: number; body: unknown } | undefined) {
  let frozen = false;
  return fakeApi((c) => {
    const answer = extra?.(c);
    if (answer) return answer;
    if (c.path.startsWith('/api/admin/members?'))
      return okBody({ list: [alice], total: 1, page: 1, pageSize: 20 });
    if (c.path === '/api/admin/members/7') return okBody(profileOf(frozen));
    if (c.path === '/api/admin/members/7/freeze') {
      frozen = true;
      return okBody(profileOf(true).freeze);
    }
    if (c.path.startsWith('/api/admin/members/7/ledger'))
      return okBody({
        ...empty,
        total: 1,
        list: [
          {
            id: 1,
            transfer_id: 1,
            type: 'manual_credit',
            amount_fen: 1_234,
            balance_after_fen: 123_456,
            ref_type: 'member_adjustment',
            ref_id: 'adj-1',
            memo: '活动补发',
            at: '2026-11-26T01:00:00.000Z',
          },
        ],
      });
    if (/\/api\/admin\/members\/7\/(bets|deposits|withdrawals)/.test(c.path)) return okBody(empty);
    if (/\/api\/admin\/members\/7\/(chases|sessions)/.test(c.path)) return okBody({ list: [] });
    return undefined;
  });
}

/** A modal by its title (jsdom's antd ids are all 'test-id', so the accessible name cannot find it). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
}

async function openAlice() {
  renderPage(<MembersPage />);
  const search = screen.getByRole('searchbox', { name: '搜索会员' });
  fireEvent.change(search, { target: { value: ' alice ' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.click(await screen.findByRole('button', { name: '查看 alice' }));
  return screen.findByRole('dialog', { name: /会员 alice（7）/ });
}

describe('members', () => {
  it('searches, opens a profile with balances in yuan and the ledger', async () => {
    signInWith(['members.read']);
    const calls = membersBackend();
    const drawer = await openAlice();
    expect(calls.some((c) => c.path === '/api/admin/members?q=alice&page=1&page_size=20')).toBe(true);
    expect(await within(drawer).findByText('1234.56')).toBeTruthy();
    expect(await within(drawer).findByText('人工加款')).toBeTruthy();
    expect(within(drawer).getByText('活动补发')).toBeTruthy();
    // A reader sees neither freeze nor adjust.
    expect(within(drawer).queryByRole('button', { name: FREEZE })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '调整余额' })).toBeNull();
  });

  it('freezes a member with a reason, after which the profile says so', async () => {
    signInWith(['members.read', 'members.freeze']);
    const calls = membersBackend();
    const drawer = await openAlice();
    fireEvent.click(await within(drawer).findByRole('button', { name: FREEZE }));
    const dialog = await dialogTitled('冻结会员 alice');
    fireEvent.click(within(dialog).getByRole('button', { name: FREEZE }));
    expect(await within(dialog).findByText('请输入原因')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/freeze'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '异常投注' } });
    fireEvent.click(within(dialog).getByRole('button', { name: FREEZE }));
    expect(await within(drawer).findByText('已冻结')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/members/7/freeze')?.body).toEqual({ reason: '异常投注' });
    expect(within(drawer).getByRole('button', { name: /解\s?冻/ })).toBeTruthy();
  });

  it('sends an adjustment in integer fen with one request id, and says it waits for approval', async () => {
    signInWith(['members.read', 'members.adjust']);
    const calls = membersBackend((c) =>
      c.path === '/api/admin/members/7/adjust'
        ? { status: 202, body: { success: true, result: { pending: true, approval_id: 9 } } }
        : undefined,
    );
    const drawer = await openAlice();
    fireEvent.click(await within(drawer).findByRole('button', { name: '调整余额' }));
    const dialog = await dialogTitled('调整余额：alice');
    fireEvent.click(within(dialog).getByRole('radio', { name: '扣款' }));
    fireEvent.change(within(dialog).getByLabelText('金额（元）'), { target: { value: '12.345' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '误发扣回' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交审批' }));
    expect(await within(dialog).findByText('请输入大于 0 的金额，最多两位小数')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('金额（元）'), { target: { value: '12.34' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交审批' }));
    expect(await screen.findByText('已提交，等待另一位运营人员审批')).toBeTruthy();
    const sent = calls.filter((c) => c.path === '/api/admin/members/7/adjust');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ direction: 'debit', amount_fen: 1_234, reason: '误发扣回' });
    expect(sent[0]?.body).toMatchObject({ request_id: expect.stringMatching(/^adj-[0-9a-f]{32}$/) });
    await waitFor(() => expect(screen.queryByText('调整余额：alice')).toBeNull());
  });
});
