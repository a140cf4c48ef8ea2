import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { failBody, fakeApi, okBody } from '../../test/fake-api';
import { renderConsole } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

const operator = {
  id: 5,
  username: 'newbie',
  role: 'cashier',
  totp_enabled: false,
  locked_until: null,
  created_at: '',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);
const PERMISSIONS = ['members.read', 'cashier.read', 'cashier.deposits', 'cashier.withdrawals'];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('TOTP enrolment', () => {
  it('a password-only sign-in opens the enrolment page and nothing else', async () => {
    const calls = fakeApi((c) =>
      c.path === '/api/admin/auth/login'
        ? okBody({ token: 'op-token', operator, mfa: false, expires_at: '', permissions: PERMISSIONS })
        : undefined,
    );
    renderConsole('/');
    fill('用户名', 'newbie');
    fill('密码', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByRole('heading', { name: '绑定动态验证码' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ username: 'newbie', password: 'correct horse battery' });
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    expect(sessionStore.get()).toMatchObject({ mfa: false });
  });

  it('enrols: QR code, a code to confirm, the ten recovery codes once, then the console', async () => {
    sessionStore.signIn({
      credential: { kind: 'operator', token: 'op-token' },
      operator: operator as never,
      permissions: PERMISSIONS as never,
      mfa: false,
    });
    let confirmed = false;
    const calls = fakeApi((c) => {
      if (c.path === '/api/admin/auth/totp/setup')
        return okBody({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/Qilin:newbie?secret=JBSWY3DPEHPK3PXP',
        });
      if (c.path === '/api/admin/auth/totp/confirm') {
        if (c.body && (c.body as { otp: string }).otp !== '654321')
          return failBody(400, 20071, '动态验证码错误');
        confirmed = true;
        return okBody({ recovery_codes: CODES });
      }
      if (c.path === '/api/admin/auth/me')
        return okBody({
          operator: { ...operator, totp_enabled: confirmed },
          mfa: confirmed,
          permissions: PERMISSIONS,
        });
      if (c.path.startsWith('/api/admin/deposits')) return okBody([]);
      return undefined;
    });
    renderConsole('/');
    fireEvent.click(await screen.findByRole('button', { name: '开始绑定' }));
    const qr = (await screen.findByAltText('动态验证码绑定二维码')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    fill('验证器上的动态验证码', '111111');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('动态验证码错误')).toBeTruthy();
    fill('验证器上的动态验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('code-0-abcd')).toBeTruthy();
    for (const code of CODES) expect(screen.getByText(code)).toBeTruthy();
    expect(screen.getByText(/恢复码只显示这一次/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '我已保存恢复码，进入后台' }));
    expect(await screen.findByRole('heading', { name: '充值审核' })).toBeTruthy();
    expect(sessionStore.get()).toMatchObject({
      mfa: true,
      credential: { kind: 'operator', token: 'op-token' },
    });
    expect(screen.queryByText('code-0-abcd')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/auth/totp/setup')).toHaveLength(1));
  }, 120_000);
});
