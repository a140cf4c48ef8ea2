import { ErrorCode, ProtectionMessages } from '@qilin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import type { Permission } from '../../lib/operator-types';
import { localTime } from '../../lib/use-action';
import { type Call, failBody, fakeApi, okBody } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { MembersPage } from './members-page';
import { ProtectionPanel } from './protection-panel';

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

const NOW = Date.parse('2026-11-26T04:00:00.000Z');
const DAY = 86_400_000;
const at = (t: number) => localTime(new Date(t).toISOString());

const bob = {
  id: 8,
  username: 'bob',
  nickname: 'Bob',
  phone: '',
  real_name: '',
  is_trial: false,
  frozen: false,
  created_at: '2026-11-01T01:00:00.000Z',
  protection: { break_kind: 'self_exclusion', break_ends_at: '2027-05-26T04:00:00.000Z', has_limits: true },
};
const carol = {
  ...bob,
  id: 9,
  username: 'carol',
  protection: { break_kind: null, break_ends_at: null, has_limits: true },
};
const dave = {
  ...bob,
  id: 10,
  username: 'dave',
  protection: { break_kind: null, break_ends_at: null, has_limits: false },
};

const usage = (stake: number, ret: number) => ({
  deposit_fen: 50_000,
  stake_fen: stake,
  return_fen: ret,
  net_fen: ret - stake,
});

/** Bob: a self-exclusion in force, an operator exclusion running beside it, an old time-out, a lifted exclusion. */
const selfExclusion = {
  id: 41,
  kind: 'self_exclusion',
  starts_at: NOW - DAY,
  ends_at: NOW + 180 * DAY,
  lifted_at: null,
  operator_id: null,
  reason: '',
};
const runningExclusion = {
  id: 42,
  kind: 'operator_exclusion',
  starts_at: NOW - 2 * DAY,
  ends_at: NOW + 5 * DAY,
  lifted_at: null,
  operator_id: 3,
  reason: '风控复核',
};
const oldTimeout = {
  id: 40,
  kind: 'timeout',
  starts_at: NOW - 40 * DAY,
  ends_at: NOW - 39 * DAY,
  lifted_at: null,
  operator_id: null,
  reason: '',
};
const liftedExclusion = {
  id: 39,
  kind: 'operator_exclusion',
  starts_at: NOW - 60 * DAY,
  ends_at: NOW - 30 * DAY,
  lifted_at: NOW - 50 * DAY,
  operator_id: 5,
  reason: '误判',
};

function viewOf(breaks: unknown[]) {
  return {
    member_id: 8,
    server_time: NOW,
    limits: [
      { key: 'loss_day', value: 20_000, pending: { value: 50_000, due_at: NOW + 3 * 3_600_000 } },
      { key: 'deposit_month', value: null, pending: null },
      { key: 'session_minutes', value: 90, pending: { value: null, due_at: NOW + DAY } },
    ],
    break: breaks.length > 0 ? selfExclusion : null,
    usage: { day: usage(12_000, 3_000), week: usage(40_000, 45_000), month: usage(90_000, 10_000) },
    breaks,
  };
}

/** The members API with bob (on a break), carol (limits) and dave (nothing). */
function backend(extra?: (c: Call) => { status?: number; body: unknown } | undefined) {
  let breaks: unknown[] = [runningExclusion, selfExclusion, oldTimeout, liftedExclusion];
  return fakeApi((c) => {
    const answer = extra?.(c);
    if (answer) return answer;
    if (c.path.startsWith('/api/admin/members?'))
      return okBody({ list: [bob, carol, dave], total: 3, page: 1, pageSize: 20 });
    if (c.path === '/api/admin/members/8')
      return okBody({
        member: bob,
        freeze: { frozen: false, reason: '', frozen_at: null },
        balances: { balance_fen: 0, held_fen: 0, withdrawable_fen: 0, turnover_fen: 0 },
      });
    if (c.path === '/api/admin/members/8/protection') return okBody(viewOf(breaks));
    if (c.path === '/api/admin/members/8/protection/exclusion') {
      const body = c.body as { days: number; reason: string };
      breaks = [
        { ...runningExclusion, id: 43, starts_at: NOW, ends_at: NOW + body.days * DAY, reason: body.reason },
        ...breaks,
      ];
      return okBody(viewOf(breaks));
    }
    if (c.path === '/api/admin/members/8/protection/lift') {
      const id = (c.body as { break_id: number }).break_id;
      breaks = breaks.map((b) =>
        (b as { id: number }).id === id ? { ...(b as object), lifted_at: NOW } : b,
      );
      return okBody(viewOf(breaks));
    }
    if (/\/api\/admin\/members\/8\/(ledger|bets|deposits|withdrawals)/.test(c.path))
      return okBody({ list: [], total: 0, page: 1, pageSize: 20 });
    if (/\/api\/admin\/members\/8\/(chases|sessions)/.test(c.path)) return okBody({ list: [] });
    return undefined;
  });
}

/** The panel alone (the drawer around it is the members page's test; antd tables are slow in jsdom). */
async function openBobProtection() {
  renderPage(<ProtectionPanel memberId={8} username="bob" />);
  const panel = await screen.findByRole('region', { name: '理性投注' });
  await within(panel).findByText('暂停记录');
  return { panel };
}

/** The row of the break history table that started at `start`. */
function breakRow(panel: HTMLElement, start: number): HTMLElement {
  // By text, not by role: computing every cell's accessible name is slow in jsdom.
  const cell = within(panel).getAllByText(at(start), { selector: 'td' })[0];
  return cell?.closest('tr') as HTMLElement;
}

describe('理性投注 on the members pages', () => {
  it('the list tags a member on a break and a member with limits, and nothing for the rest', async () => {
    signInWith(['members.read']);
    backend();
    renderPage(<MembersPage />);
    const row = async (name: string) =>
      (await screen.findByRole('button', { name: `查看 ${name}` })).closest('tr') as HTMLElement;
    expect(within(await row('bob')).getByText('自我禁止期')).toBeTruthy();
    expect(within(await row('carol')).getByText('已设限额')).toBeTruthy();
    const daveRow = await row('dave');
    expect(within(daveRow).queryByText('已设限额')).toBeNull();
    expect(within(daveRow).queryByText(/期$/)).toBeNull();
  });

  it('shows every limit with its pending change, the usage, the break in force and the whole history', async () => {
    signInWith(['members.read']);
    backend();
    const { panel } = await openBobProtection();
    // Limits: value, pending value, when it may be confirmed.
    const loss = within(panel).getByText('每日亏损限额').closest('tr') as HTMLElement;
    expect(within(loss).getByText('200.00 元')).toBeTruthy();
    expect(within(loss).getByText('500.00 元')).toBeTruthy();
    expect(within(loss).getByText(at(NOW + 3 * 3_600_000))).toBeTruthy();
    const deposit = within(panel).getByText('每月存款限额').closest('tr') as HTMLElement;
    expect(within(deposit).getByText('未设置')).toBeTruthy();
    const session = within(panel).getByText('单次游戏时长').closest('tr') as HTMLElement;
    expect(within(session).getByText('90 分钟')).toBeTruthy();
    expect(within(session).getByText('取消限额')).toBeTruthy();
    // Usage per period, net signed.
    const today = within(panel).getByText('今日').closest('tr') as HTMLElement;
    expect(within(today).getByText('120.00')).toBeTruthy();
    expect(within(today).getByText('-90.00')).toBeTruthy();
    expect(
      within(within(panel).getByText('本周').closest('tr') as HTMLElement).getByText('50.00'),
    ).toBeTruthy();
    // The break in force, with its window.
    expect(
      within(panel).getByText(`${at(selfExclusion.starts_at)} 至 ${at(selfExclusion.ends_at)}`),
    ).toBeTruthy();
    // Every break: who set it, why, its state; a lifted one shows when.
    const self = breakRow(panel, selfExclusion.starts_at);
    expect(within(self).getByText('会员本人')).toBeTruthy();
    expect(within(self).getByText('进行中')).toBeTruthy();
    const op = breakRow(panel, runningExclusion.starts_at);
    expect(within(op).getByText('平台限制期')).toBeTruthy();
    expect(within(op).getByText('运营人员 #3')).toBeTruthy();
    expect(within(op).getByText('风控复核')).toBeTruthy();
    expect(within(breakRow(panel, oldTimeout.starts_at)).getByText('已结束')).toBeTruthy();
    const lifted = breakRow(panel, liftedExclusion.starts_at);
    expect(within(lifted).getByText('已解除')).toBeTruthy();
    expect(within(lifted).getByText(at(liftedExclusion.lifted_at))).toBeTruthy();
    // A reader has neither the exclusion nor any lift.
    expect(within(panel).queryByRole('button', { name: '设置平台限制期' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /解除/ })).toBeNull();
  });

  it('lift appears only on a running operator exclusion, never on a time-out or a self-exclusion', async () => {
    signInWith(['members.read', 'members.limits']);
    const calls = backend();
    const { panel } = await openBobProtection();
    expect(within(breakRow(panel, selfExclusion.starts_at)).queryByRole('button')).toBeNull();
    expect(within(breakRow(panel, oldTimeout.starts_at)).queryByRole('button')).toBeNull();
    expect(within(breakRow(panel, liftedExclusion.starts_at)).queryByRole('button')).toBeNull();
    expect(within(panel).getAllByRole('button', { name: /^解除平台限制期/ })).toHaveLength(1);

    fireEvent.click(
      within(breakRow(panel, runningExclusion.starts_at)).getByRole('button', { name: '解除平台限制期 42' }),
    );
    const confirm = (await screen.findByText('提前解除这条平台限制期？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /解\s?除/ }));
    expect(await screen.findByText('已解除', { selector: '.ant-message *' })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/protection/lift')).map((c) => c.body)).toEqual([
      { break_id: 42 },
    ]);
    await waitFor(() =>
      expect(within(breakRow(panel, runningExclusion.starts_at)).getByText('已解除')).toBeTruthy(),
    );
    expect(within(panel).queryByRole('button', { name: /^解除平台限制期/ })).toBeNull();
  });

  it("shows the server's 403 when a lift is refused", async () => {
    signInWith(['members.read', 'members.limits']);
    const calls = backend((c) =>
      c.path.endsWith('/protection/lift')
        ? failBody(403, ErrorCode.ProtectionLiftRefused, ProtectionMessages.liftRefused)
        : undefined,
    );
    const { panel } = await openBobProtection();
    fireEvent.click(within(panel).getByRole('button', { name: '解除平台限制期 42' }));
    const confirm = (await screen.findByText('提前解除这条平台限制期？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /解\s?除/ }));
    expect(await screen.findByText(ProtectionMessages.liftRefused)).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/protection/lift'))).toHaveLength(1);
    // Nothing changed on screen: the exclusion still runs and can still be lifted.
    expect(within(breakRow(panel, runningExclusion.starts_at)).getByText('进行中')).toBeTruthy();
  });

  it('asks for the days and the reason before it sends an exclusion', async () => {
    signInWith(['members.read', 'members.limits']);
    const calls = backend();
    const { panel } = await openBobProtection();
    fireEvent.click(within(panel).getByRole('button', { name: '设置平台限制期' }));
    const dialog = (await screen.findByText('设置平台限制期：bob')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /设\s?置/ }));
    expect(await within(dialog).findByText('请输入天数')).toBeTruthy();
    expect(await within(dialog).findByText('请输入原因')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/protection/exclusion'))).toBe(false);
  });

  it('sets an operator exclusion for a number of days with a reason', async () => {
    signInWith(['members.read', 'members.limits']);
    const calls = backend();
    const { panel } = await openBobProtection();
    fireEvent.click(within(panel).getByRole('button', { name: '设置平台限制期' }));
    const dialog = (await screen.findByText('设置平台限制期：bob')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('天数'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: ' 疑似沉迷 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /设\s?置/ }));
    expect(await screen.findByText('已设置平台限制期')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/protection/exclusion')).map((c) => c.body)).toEqual([
      { days: 30, reason: '疑似沉迷' },
    ]);
    await waitFor(() => expect(within(panel).getByText('疑似沉迷')).toBeTruthy());
    const added = breakRow(panel, NOW);
    expect(within(added).getByText('疑似沉迷')).toBeTruthy();
    expect(within(added).getByText(at(NOW + 30 * DAY))).toBeTruthy();
    expect(within(added).getByRole('button', { name: '解除平台限制期 43' })).toBeTruthy();
  });
});
