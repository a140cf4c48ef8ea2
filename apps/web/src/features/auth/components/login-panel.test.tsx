import { ErrorCode, Messages, ProtectionMessages, StorageKey } from '@qilin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { wireApp } from '../../../app/wiring';
import { useSessionStore } from '../../../lib/session';
import {
  demoMember,
  type FetchHandler,
  json,
  mockFetch,
  renderRoutes,
  resetSession,
} from '../../../test/utils';

const CAPTCHA_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><text>AB12CD</text></svg>';

function server(flags: { registrable: '0' | '1'; captcha: '0' | '1' }, login?: FetchHandler) {
  return mockFetch({
    '/api/site/flags': () => json({ success: true, result: { ...flags, onlinePay: false, serviceLink: '' } }),
    '/api/auth/img_code': () => json({ success: true, result: { id: 'cap-1', img: CAPTCHA_SVG } }),
    '/api/auth/login':
      login ?? (() => json({ success: true, result: { token: 'tok-new', member: demoMember } })),
    '/api/member/info': () => json({ success: true, result: { ...demoMember, unreadNum: 0 } }),
    '/api/common/message/important': () => json({ success: true, result: null }),
  });
}

function open(path = '/login') {
  const view = renderRoutes(routes, path);
  wireApp(view.router, view.queryClient);
  return view;
}

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'demo01' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
}

describe('login page', () => {
  beforeEach(() => resetSession());

  it('shows login and register tabs when registration is open, and /register selects the register tab', async () => {
    server({ registrable: '1', captcha: '0' });
    open('/register');
    expect(await screen.findByRole('tab', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('确认密码')).toBeTruthy();
  });

  it('hides the register tab when the registrable flag is 0', async () => {
    server({ registrable: '0', captcha: '0' });
    open('/register');
    await waitFor(() => expect(useSessionStore.getState().registrable).toBe('0'));
    await waitFor(() => expect(screen.queryByRole('tab', { name: '注册' })).toBeNull());
    expect(screen.getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the captcha picture and input only when the captcha flag is 1', async () => {
    server({ registrable: '1', captcha: '1' });
    open();
    const img = (await screen.findByAltText('验证码')) as HTMLImageElement;
    expect(decodeURIComponent(img.src)).toContain('AB12CD');
    expect(screen.getByPlaceholderText('请输入图形验证码')).toBeTruthy();
  });

  it('has no captcha when the flag is 0', async () => {
    const calls = server({ registrable: '1', captcha: '0' });
    open();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/site/flags')).toBe(true));
    await screen.findByLabelText('用户名');
    expect(screen.queryByPlaceholderText('请输入图形验证码')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/auth/img_code')).toBe(false);
  });

  it('on success stores the member and token, raises the flags, greets, and lands in the hall', async () => {
    const calls = server({ registrable: '1', captcha: '0' });
    useSessionStore.setState({ gameKey: 3 });
    const view = open();
    await fillAndSubmit();
    expect(await screen.findByText(Messages.loginWelcome('小麒'))).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home/hall'));
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ token: 'tok-new', isLogin: true, firstIn: true, gameKey: 1 });
    // The raised notice flag is consumed at once: the app asks for the important notice to pop.
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/common/message/important')).toBe(true),
    );
    expect(useSessionStore.getState().noticeMark.pending).toBe(false);
    expect(localStorage.getItem(StorageKey.token)).toBe('tok-new');
    expect(JSON.parse(localStorage.getItem(StorageKey.userData) ?? 'null')).toMatchObject({
      memberId: 10086,
    });
    const login = calls.find((c) => c.url.pathname === '/api/auth/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({ username: 'demo01', password: 'secret123' });
  });

  it("on failure toasts the server's error_message and stays", async () => {
    server({ registrable: '1', captcha: '0' }, () =>
      json(
        { success: false, error_code: ErrorCode.BadCredentials, error_message: '用户名或密码错误' },
        { status: 400 },
      ),
    );
    const view = open();
    await fillAndSubmit();
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('shows a wrong field its message inline (aria-invalid, described by it) and sends nothing', async () => {
    const calls = server({ registrable: '1', captcha: '0' });
    open('/register');
    const username = await screen.findByLabelText('用户名');
    fireEvent.change(username, { target: { value: '1ab' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'other123' } });
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }));
    const usernameError = await screen.findByText('用户名须为4-20位字母、数字或下划线，且以字母开头');
    expect(usernameError.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(username.getAttribute('aria-describedby')).toBe(usernameError.id);
    const confirm = screen.getByLabelText('确认密码');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getByLabelText('密码').getAttribute('aria-invalid')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/auth/register')).toBe(false);
    // Fixed and left, the field is valid again.
    fireEvent.change(username, { target: { value: 'abcd1' } });
    fireEvent.blur(username);
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBeNull());
  });

  it('registration asks for the 18+ declaration: unticked it sends nothing, ticked it sends adult: true', async () => {
    const calls = mockFetch({
      '/api/site/flags': () =>
        json({
          success: true,
          result: { registrable: '1', captcha: '0', onlinePay: false, serviceLink: '' },
        }),
      '/api/auth/register': () => json({ success: true, result: { token: 'tok-new', member: demoMember } }),
      '/api/member/info': () => json({ success: true, result: { ...demoMember, unreadNum: 0 } }),
      '/api/common/message/important': () => json({ success: true, result: null }),
    });
    const view = open('/register');
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'abcd01' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText(ProtectionMessages.adultRequired)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/auth/register')).toBe(false);
    fireEvent.click(screen.getByText(ProtectionMessages.adultDeclaration));
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe('/register'));
    const sent = calls.find((c) => c.url.pathname === '/api/auth/register');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({ username: 'abcd01', adult: true });
  });
});
