import { DEFAULT_AVATARS, ErrorCode } from '@qilin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { memberRoutes } from '../member-routes';

const ok = (result: unknown) => json({ success: true, result });

describe('/changePersonInfo', () => {
  it('counts 汉字 as 2, refuses 17 inline and saves a valid nickname to the server and the session', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = mockFetch({
      '/api/member/nickname/edit': (_url, init) =>
        ok({ ...demoMember, nickname: JSON.parse(String(init?.body)).nickname }),
      '/api/member/info': () => ok({ ...demoMember, unreadNum: 0 }),
    });
    renderRoutes(memberRoutes(), '/changePersonInfo');
    const input = await screen.findByRole('textbox', { name: '昵称' }, { timeout: 10_000 }); // first lazy load
    expect(screen.getByText('4/16')).toBeTruthy(); // 小麒
    fireEvent.change(input, { target: { value: '麒麟麒麟麒麟麒麟a' } });
    expect(screen.getByText('17/16')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('昵称最多16个字符');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: ' 麒麟玩家 ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(useSessionStore.getState().userData?.nickname).toBe('麒麟玩家'));
    const sent = calls.find((c) => c.url.pathname === '/api/member/nickname/edit');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ nickname: '麒麟玩家' });
  }, 15_000);

  it("shows the server's refusal inline under the field", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    mockFetch({
      '/api/member/nickname/edit': () =>
        json(
          { success: false, error_code: ErrorCode.InvalidPayload, error_message: '服务器说不行' },
          { status: 400 },
        ),
    });
    renderRoutes(memberRoutes(), '/changePersonInfo');
    fireEvent.change(await screen.findByRole('textbox', { name: '昵称' }), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('服务器说不行');
  }, 15_000);
});

describe('/headImages', () => {
  it('draws the default avatars without images and saves the chosen one', async () => {
    resetSession({ isLogin: true, token: 't', userData: { ...demoMember, avatar: DEFAULT_AVATARS[0]! } });
    const calls = mockFetch({
      '/api/member/default_avatars': () => ok({ list: DEFAULT_AVATARS }),
      '/api/member/avatar/edit': (_url, init) =>
        ok({ ...demoMember, avatar: JSON.parse(String(init?.body)).avatar }),
      '/api/member/info': () => ok({ ...demoMember, avatar: DEFAULT_AVATARS[2], unreadNum: 0 }),
    });
    const { container } = renderRoutes(memberRoutes(), '/headImages');
    const first = await screen.findByRole('button', { name: '头像 1' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: /^头像 \d+$/ })).toHaveLength(DEFAULT_AVATARS.length);
    expect(container.querySelector('.ql-avatar-grid img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '头像 3' }));
    await waitFor(() => expect(useSessionStore.getState().userData?.avatar).toBe(DEFAULT_AVATARS[2]));
    expect(screen.getByRole('button', { name: '头像 3' }).getAttribute('aria-pressed')).toBe('true');
    const sent = calls.find((c) => c.url.pathname === '/api/member/avatar/edit');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ avatar: DEFAULT_AVATARS[2] });
  }, 15_000);
});

describe('/machineInfo', () => {
  it('lists the member id, version and the line latency and offset from /api/health', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    mockFetch({
      '/api/health': () => json({ success: true, result: { status: 'ok', time: Date.now() + 60_000 } }),
    });
    renderRoutes(memberRoutes(), '/machineInfo');
    expect(await screen.findByText(String(demoMember.memberId))).toBeTruthy();
    expect(screen.getByText(/^1\.0\.1/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/毫秒$/)).toHaveLength(2));
    const offset = screen.getAllByText(/毫秒$/)[1]!.textContent ?? '';
    expect(Number.parseInt(offset, 10)).toBeGreaterThan(55_000);
    expect(screen.getByRole('button', { name: '复制全部信息' })).toBeTruthy();
  }, 15_000);
});

describe('profile screens for a guest', () => {
  it.each(['/changePersonInfo', '/headImages'])('%s asks a guest to log in and comes back', async (path) => {
    resetSession();
    mockFetch({});
    const { router } = renderRoutes([...memberRoutes(), { path: '/login', element: <p>login</p> }], path);
    fireEvent.click(await screen.findByRole('button', { name: '登录 / 注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
  });
});
