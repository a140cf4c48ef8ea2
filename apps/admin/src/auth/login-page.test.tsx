import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failBody, fakeApi, okBody } from '../test/fake-api';
import { renderConsole } from '../test/render';
import { sessionStore } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStore.signOut();
});

const operator = {
  id: 1,
  username: 'alice',
  role: 'cashier',
  totp_enabled: true,
  locked_until: null,
  created_at: '',
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('console sign-in', () => {
  it('signs an operator in with username, password and TOTP code, then shows their pages only', async () => {
    const calls = fakeApi((c) => {
      if (c.path === '/api/admin/auth/login')
        return okBody({
          token: 'op-token',
          operator,
          mfa: true,
          expires_at: '',
          permissions: ['members.read', 'cashier.read', 'cashier.deposits', 'cashier.withdrawals'],
        });
      if (c.path.startsWith('/api/admin/deposits')) return okBody([]);
      return undefined;
    });
    renderConsole('/');
    fill('用户名', 'alice');
    fill('密码', 'correct horse battery');
    fill('动态验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(sessionStore.get()).not.toBeNull());
    expect(await screen.findByRole('heading', { name: '充值审核' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ username: 'alice', password: 'correct horse battery', otp: '123456' });
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(nav.textContent).toContain('提现审核');
    expect(nav.textContent).not.toContain('公告');
    expect(nav.textContent).not.toContain('审计日志');
    expect(sessionStore.get()?.credential).toEqual({ kind: 'operator', token: 'op-token' });
  });

  it('offers a recovery code instead of the TOTP code', async () => {
    const calls = fakeApi(() => failBody(400, 20070, '动态验证码错误'));
    renderConsole('/');
    fireEvent.click(screen.getByRole('button', { name: '无法使用验证器？使用恢复码' }));
    fill('用户名', 'alice');
    fill('密码', 'correct horse battery');
    fill('恢复码', 'abcd-efgh-ijkl');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('动态验证码错误')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      username: 'alice',
      password: 'correct horse battery',
      recovery_code: 'abcd-efgh-ijkl',
    });
    expect(sessionStore.get()).toBeNull();
  });

  it('refuses a 6-digit code that is not six digits before asking the server', async () => {
    const calls = fakeApi(() => undefined);
    renderConsole('/');
    fill('用户名', 'alice');
    fill('密码', 'pw');
    fill('动态验证码', '12ab');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入 6 位动态验证码')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(0));
  });

  it('a development build offers the development token without asking the server', async () => {
    const calls = fakeApi(() => undefined);
    renderConsole('/');
    expect(await screen.findByRole('tab', { name: '开发令牌' })).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/auth/options');
  });

  it('a production build hides the development token unless the server still takes it', async () => {
    vi.stubEnv('DEV', false);
    let devToken = false;
    const calls = fakeApi((c) =>
      c.path === '/api/admin/auth/options' ? okBody({ dev_token: devToken }) : undefined,
    );
    const first = renderConsole('/');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/admin/auth/options'));
    expect(await screen.findByLabelText('动态验证码')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '开发令牌' })).toBeNull();
    expect(screen.queryByText('管理令牌')).toBeNull();
    first.unmount();

    devToken = true; // no owner yet: the shared token bootstraps the first one
    renderConsole('/');
    expect(await screen.findByRole('tab', { name: '开发令牌' })).toBeTruthy();
  });
});
