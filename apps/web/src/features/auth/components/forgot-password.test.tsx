import { Messages } from '@qilin/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { wireApp } from '../../../app/wiring';
import { SMS_COOLDOWN_S } from '../../../lib/use-sms-cooldown';
import { json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';

function server() {
  return mockFetch({
    '/api/site/flags': () =>
      json({ success: true, result: { registrable: '1', captcha: '0', onlinePay: false, serviceLink: '' } }),
    '/api/auth/phone_code/forget_password': () =>
      json({ success: true, result: null, message: Messages.codeSent }),
    '/api/auth/forget_password': async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      if (body.code !== '123456') {
        return json(
          { success: false, error_code: 40009, error_message: '短信验证码错误或已过期' },
          { status: 400 },
        );
      }
      return json({ success: true, result: null });
    },
  });
}

function open(path: string) {
  const view = renderRoutes(routes, path);
  wireApp(view.router, view.queryClient);
  return view;
}

describe('forgot password', () => {
  beforeEach(() => resetSession());
  afterEach(() => vi.useRealTimers());

  it('is reachable from the login page', async () => {
    server();
    const view = open('/login');
    fireEvent.click(await screen.findByRole('link', { name: '忘记密码？' }));
    expect(await screen.findByLabelText('手机号')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?forget=1');
  });

  it('asks for a phone, sends the code with a 60 s resend cooldown, then resets and returns to login', async () => {
    const calls = server();
    const view = open('/login?forget=1');
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText(Messages.enterPhone)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.includes('forget'))).toBe(false);

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const resend = await screen.findByRole('button', { name: `${SMS_COOLDOWN_S}秒后重发` });
    expect(resend.hasAttribute('disabled')).toBe(true);
    const sent = calls.find((c) => c.url.pathname === '/api/auth/phone_code/forget_password');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ phone: '13800000001' });
    // Each second re-renders and schedules the next tick.
    for (let s = 0; s < SMS_COOLDOWN_S; s += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeTruthy();
    vi.useRealTimers();

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '000000' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass99' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'newpass99' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('短信验证码错误或已过期')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?forget=1');

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(view.router.state.location.pathname).toBe('/login');
    const reset = calls.filter((c) => c.url.pathname === '/api/auth/forget_password').at(-1);
    expect(JSON.parse(String(reset?.init?.body))).toEqual({
      phone: '13800000001',
      code: '123456',
      password: 'newpass99',
    });
  });

  it('checks the code and the passwords before calling the server', async () => {
    const calls = server();
    open('/login?forget=1');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    fireEvent.change(await screen.findByLabelText('短信验证码'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('短信验证码为6位数字')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass99' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'other999' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/auth/forget_password')).toBe(false);
  });
});
