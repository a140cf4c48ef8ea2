import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { MemberHub } from './member-hub';

const ok = (result: unknown) => json({ success: true, result });
const target = (path: string) => ({ path, element: <p>at {path}</p> });
const routes = [
  { path: '/home/personCenter', element: <MemberHub balanceText="88.00" /> },
  ...[
    '/account',
    '/recharge',
    '/withdraw',
    '/accountDetails',
    '/venuesTransfer',
    '/betRecord',
    '/runNumberRecord',
    '/withdrawList',
    '/gift/record',
    '/safeCenter',
    '/noticeCenter',
    '/helpCenter',
    '/protection',
    '/fairness',
    '/setting',
    '/about',
    '/changePersonInfo',
    '/headImages',
    '/login',
  ].map(target),
];

const ENTRIES: [string, string][] = [
  ['投注记录', '/betRecord'],
  ['追号记录', '/runNumberRecord'],
  ['资金明细', '/accountDetails'],
  ['提现记录', '/withdrawList'],
  ['礼金记录', '/gift/record'],
  ['安全中心', '/safeCenter'],
  ['公告中心', '/noticeCenter'],
  ['帮助中心', '/helpCenter'],
  ['理性投注', '/protection'],
  ['公平性验证', '/fairness'],
  ['设置', '/setting'],
  ['关于我们', '/about'],
];

describe('MemberHub (member)', () => {
  function renderMember(unreadNum = 3) {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    mockFetch({ '/api/member/info': () => ok({ ...demoMember, unreadNum }) });
    return renderRoutes(routes, '/home/personCenter');
  }

  it('is the page: one main landmark and one h1 (the tab name, for screen readers)', () => {
    resetSession();
    mockFetch({});
    renderRoutes(routes, '/home/personCenter');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['我的']);
  });

  it('shows who the member is, the balance, and the unread count on 公告中心', async () => {
    renderMember(3);
    expect(screen.getByText('小麒')).toBeTruthy();
    expect(screen.getByText('88.00')).toBeTruthy();
    expect(await screen.findByLabelText('3 条未读')).toBeTruthy();
  });

  it.each(ENTRIES)('opens %s at %s with one tap', async (label, path) => {
    const { router } = renderMember(0);
    fireEvent.click(screen.getByText(label, { exact: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it.each([
    ['充值', '/recharge'],
    ['提现', '/withdraw'],
    ['明细', '/accountDetails'],
    ['额度转换', '/venuesTransfer'],
  ])('the balance card action %s opens %s', async (label, path) => {
    const { router } = renderMember(0);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('the balance opens the wallet, the avatar /headImages and 编辑资料 /changePersonInfo', async () => {
    const { router } = renderMember(0);
    fireEvent.click(screen.getByRole('button', { name: /账户余额/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await router.navigate('/home/personCenter');
    fireEvent.click(await screen.findByRole('button', { name: '选择头像' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/headImages'));
    await router.navigate('/home/personCenter');
    fireEvent.click(await screen.findByRole('button', { name: /编辑资料/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/changePersonInfo'));
  });
});

describe('MemberHub (guest)', () => {
  function renderGuest() {
    resetSession();
    mockFetch({});
    return renderRoutes(routes, '/home/personCenter');
  }

  it('shows the same hub with a login call and no balance', () => {
    renderGuest();
    expect(screen.getByTestId('guest-card')).toBeTruthy();
    expect(screen.getByText('登录后查看余额')).toBeTruthy();
    for (const [label] of ENTRIES) expect(screen.getByText(label, { exact: true })).toBeTruthy();
  });

  it('asks a guest to log in on a member-only entry and comes back to it after 去登录', async () => {
    const { router } = renderGuest();
    fireEvent.click(screen.getByText('投注记录', { exact: true }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('请先登录');
    expect(router.state.location.pathname).toBe('/home/personCenter');
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/betRecord')}`);
  });

  it('lets a guest open 设置, 帮助中心 and 关于我们 without logging in', async () => {
    const { router } = renderGuest();
    fireEvent.click(screen.getByText('帮助中心', { exact: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpCenter'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers a guest tapping 充值 with the login dialog (spec §6, no invite URL stored)', async () => {
    const { router } = renderGuest();
    fireEvent.click(screen.getByRole('button', { name: /充值/ }));
    expect((await screen.findByRole('dialog')).textContent).toContain('请先登录');
    expect(router.state.location.pathname).toBe('/home/personCenter');
  });
});
