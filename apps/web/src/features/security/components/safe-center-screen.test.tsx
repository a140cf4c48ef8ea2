import { ErrorCode } from '@qilin/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { resetPublicKeyCache } from '../../../lib/password-crypto';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { SafeCenterScreen } from './safe-center-screen';

const ok = (result: unknown) => json({ success: true, result });
const CAPTCHA = '<svg xmlns="http://www.w3.org/2000/svg"><text>AB12CD</text></svg>';

function server(bindName: () => Response = () => ok(null)) {
  return mockFetch({
    '/api/auth/public_key': () =>
      json({ success: false, error_code: 40400, error_message: '' }, { status: 404 }),
    '/api/auth/img_code': () => ok({ id: 'cap-1', img: CAPTCHA }),
    '/api/auth/phone_code': () => json({ success: true, result: null, message: '验证码发送成功' }),
    '/api/member/security/bind_phone': () => ok(null),
    '/api/member/security/bind_name': bindName,
    '/api/member/info': () => ok({ ...demoMember, phone: '13800000000', unreadNum: 0 }),
  });
}

function open(path: string) {
  const view = renderRoutes([{ path: '*', element: <SafeCenterScreen /> }], path);
  wireApp(view.router, view.queryClient);
  return view;
}

const bindButton = () => screen.getByRole('button', { name: '立即绑定' }) as HTMLButtonElement;

describe('bind phone panel', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    resetPublicKeyCache();
  });
  afterEach(() => vi.useRealTimers());

  it('enables bind only when phone, code and password are all filled', async () => {
    server();
    open('/safeCenter?action=phone');
    await screen.findByTestId('bind-phone-panel');
    expect(bindButton().disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
    expect(bindButton().disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('请输入登录密码'), { target: { value: 'secret1' } });
    expect(bindButton().disabled).toBe(false);
    fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '' } });
    expect(bindButton().disabled).toBe(true);
  });

  it('asks for the phone before sending a code', async () => {
    const calls = server();
    open('/safeCenter?action=phone');
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/auth/img_code')).toBe(false);
  });

  it('sends the code after a 6-character captcha and counts 60 s down before resending', async () => {
    const calls = server();
    open('/safeCenter?action=phone');
    fireEvent.change(await screen.findByPlaceholderText('请输入手机号'), {
      target: { value: '13800000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const captcha = await screen.findByPlaceholderText('请输入图形验证码');
    const confirm = screen.getByRole('button', { name: '确定' }) as HTMLButtonElement;
    fireEvent.change(captcha, { target: { value: 'AB12C' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(captcha, { target: { value: 'AB12CD' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(confirm);
    expect(await screen.findByText('验证码发送成功')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/api/auth/phone_code');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({
      phone: '13800000000',
      code: 'AB12CD',
      code_id: 'cap-1',
      type: 'bind_phone',
    });
    expect(await screen.findByText('60s后重发')).toBeTruthy();
    for (let i = 0; i < 59; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText('1s后重发')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy());
  });
});

describe('real-name form', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    resetPublicKeyCache();
  });

  it('requires a name, then on 20049 shows the phone and code fields', async () => {
    const calls = server(() =>
      json(
        {
          success: false,
          error_code: ErrorCode.RealNameNeedsPhone,
          error_message: '请先填写手机号和短信验证码',
        },
        { status: 400 },
      ),
    );
    open('/safeCenter?action=name');
    await screen.findByTestId('real-name-form');
    expect(screen.getByText('提现姓名须与提现账户的开户姓名一致，否则无法出款')).toBeTruthy();
    expect(screen.getByText('姓名一经绑定不可修改，请谨慎填写')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入手机号')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('请输入提现姓名', { selector: '.adm-toast-main *' })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入提现姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByPlaceholderText('请输入登录密码'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入短信验证码')).toBeTruthy();
    const body = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('bind_name'))?.init?.body));
    expect(body).toEqual({ real_name: '张三', password: 'secret1' });
  });
});
