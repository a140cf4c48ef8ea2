import { ErrorCode, ServerMessages } from '@qilin/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { needPhoneCheck, useNeedPhoneStore } from '../../../lib/need-phone';
import { resetPublicKeyCache } from '../../../lib/password-crypto';
import { rsaKeyPair } from '../../../test/rsa-key-pair';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { SafeCenterScreen } from './safe-center-screen';

const ok = (result: unknown) => json({ success: true, result });
const CAPTCHA = '<svg xmlns="http://www.w3.org/2000/svg"><text>AB12CD</text></svg>';

// One key pair for the file (RSA generation is slow): the forms seal every password with it.
let keys: Awaited<ReturnType<typeof rsaKeyPair>>;
beforeAll(async () => {
  keys = await rsaKeyPair();
});

function server(bindName: () => Response = () => ok(null)) {
  return mockFetch({
    '/api/auth/public_key': () => ok({ key: keys.pem, alg: 'RSA-OAEP-256' }),
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

  it('asks for the phone under the field before sending a code', async () => {
    const calls = server();
    open('/safeCenter?action=phone');
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    // Under the phone field, which says it is invalid (not a toast).
    const message = await screen.findByText('请输入手机号', { selector: '[role=alert]' });
    const phone = screen.getByPlaceholderText('请输入手机号');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(phone.getAttribute('aria-describedby')).toBe(message.id);
    expect(calls.some((c) => c.url.pathname === '/api/auth/img_code')).toBe(false);
    fireEvent.change(phone, { target: { value: '1' } });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('请输入手机号', { selector: '[role=alert]' })).toBeNull();
  });

  it('sends the code after a 6-character captcha and counts 60 s down before resending', async () => {
    const calls = server();
    open('/safeCenter?action=phone');
    fireEvent.change(await screen.findByPlaceholderText('请输入手机号'), {
      target: { value: '13800000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const captcha = await screen.findByPlaceholderText('请输入图形验证码');
    // 确定 waits for the picture as well as the code: on a loaded machine the picture comes late.
    await screen.findByRole('img', {}, { timeout: 30_000 });
    const confirm = screen.getByRole('button', { name: '确定' }) as HTMLButtonElement;
    fireEvent.change(captcha, { target: { value: 'AB12C' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(captcha, { target: { value: 'AB12CD' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(confirm);
    // The request is signed and sealed first: on a loaded CI machine that alone took over 25 s (the web
    // files run last, beside the server suites). Wait for the request itself, then for the toast it
    // brings (shown for seconds, so a short wait is enough).
    const isCode = (c: (typeof calls)[number]) => c.url.pathname === '/api/auth/phone_code';
    await waitFor(() => expect(calls.map((c) => c.url.pathname)).toContain('/api/auth/phone_code'), {
      timeout: 55_000,
    });
    expect(await screen.findByText('验证码发送成功')).toBeTruthy();
    const sent = calls.find(isCode);
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
  }, 75_000);
});

describe('real-name form', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    resetPublicKeyCache();
    needPhoneCheck.forget();
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
    // The rule's message shows under the field, which says it is invalid.
    const nameError = await screen.findByText('请输入提现姓名', { selector: '[role=alert]' });
    const nameInput = screen.getByPlaceholderText('请输入提现姓名');
    await waitFor(() => expect(nameInput.getAttribute('aria-invalid')).toBe('true'));
    expect(nameInput.getAttribute('aria-describedby')).toBe(nameError.id);
    fireEvent.change(nameInput, { target: { value: 'ab' } });
    fireEvent.blur(nameInput);
    expect(await screen.findByText('提现姓名须为2-20个汉字', { selector: '[role=alert]' })).toBeTruthy();
    fireEvent.change(nameInput, { target: { value: '张三' } });
    fireEvent.change(screen.getByPlaceholderText('请输入登录密码'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    await waitFor(() => expect(nameInput.getAttribute('aria-invalid')).toBeNull());
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入短信验证码')).toBeTruthy();
    const body = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('bind_name'))?.init?.body));
    expect(Object.keys(body).sort()).toEqual(['password_enc', 'real_name']);
    expect(body.real_name).toBe('张三');
    expect(await keys.open(body.password_enc)).toBe('secret1');
  });
});

describe('real-name form and the need-phone check', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    resetPublicKeyCache();
    needPhoneCheck.forget();
  });

  it('shows the phone and code fields up front when /api/phone says a phone is needed, and sends them', async () => {
    let bodySent: Record<string, string> = {};
    const calls = mockFetch({
      '/api/phone': () => ok({ need_phone: true, phone: '' }),
      '/api/auth/public_key': () => ok({ key: keys.pem, alg: 'RSA-OAEP-256' }),
      '/api/member/security/bind_name': (_url, init) => {
        bodySent = JSON.parse(String(init?.body)) as Record<string, string>;
        return ok(null);
      },
      '/api/member/info': () => ok({ ...demoMember, phone: '13800000000', real_name: '张三', unreadNum: 0 }),
    });
    open('/safeCenter?action=name');
    await screen.findByTestId('real-name-form');
    // No 20049 round trip first: the stored answer shows the fields.
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入短信验证码')).toBeTruthy();
    expect(useNeedPhoneStore.getState().stored).toEqual({
      member: String(demoMember.memberId),
      result: { need_phone: true, phone: '' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入提现姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByPlaceholderText('请输入登录密码'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    await waitFor(() => expect(bodySent.real_name).toBe('张三'));
    expect(bodySent.phone).toBe('13800000000');
    expect(bodySent.code).toBe('123456');
    expect(calls.filter((c) => c.url.pathname === '/api/phone')).toHaveLength(1);
    // The phone went with the name: the stored answer is forgotten.
    await waitFor(() => expect(useNeedPhoneStore.getState().stored).toBeNull());
  });

  it('keeps the fields hidden when a phone is bound', async () => {
    mockFetch({ '/api/phone': () => ok({ need_phone: false, phone: '138****0000' }) });
    open('/safeCenter?action=name');
    await screen.findByTestId('real-name-form');
    await waitFor(() => expect(useNeedPhoneStore.getState().stored?.result.need_phone).toBe(false));
    expect(screen.queryByPlaceholderText('请输入手机号')).toBeNull();
  });
});

describe('login password form', () => {
  beforeEach(() => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    resetPublicKeyCache();
  });

  const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *' });
  const PLACEHOLDER: Record<string, string> = {
    原登录密码: '请输入原登录密码',
    新登录密码: '请输入6-64位新密码',
    确认新密码: '请再次输入新密码',
  };
  /** Password inputs have no textbox role: found by placeholder, checked to carry the label. */
  const fill = (label: string, value: string) => {
    const input = screen.getByPlaceholderText(PLACEHOLDER[label] ?? label);
    expect(input.getAttribute('aria-label')).toBe(label);
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.change(input, { target: { value } });
  };

  function passwordServer(reset: () => Response, pem?: string) {
    return mockFetch({
      '/api/auth/public_key': () =>
        pem
          ? ok({ key: pem, alg: 'RSA-OAEP-256' })
          : json({ success: false, error_code: 40400, error_message: '' }, { status: 404 }),
      '/api/member/security/reset_password': reset,
    });
  }
  const resetCalls = (calls: ReturnType<typeof mockFetch>) =>
    calls.filter((c) => c.url.pathname === '/api/member/security/reset_password');

  /** The field's message under it (role alert), the input marked invalid and described by it. */
  async function inlineError(label: string, text: string) {
    const input = screen.getByPlaceholderText(PLACEHOLDER[label] ?? label);
    const message = await screen.findByText(text, { selector: '.ql-field__error' });
    expect(message.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
  }
  const valid = (label: string) =>
    waitFor(() =>
      expect(
        screen.getByPlaceholderText(PLACEHOLDER[label] ?? label).getAttribute('aria-invalid'),
      ).toBeNull(),
    );

  it('opens from the list and says under each wrong field what is wrong, sending nothing', async () => {
    const calls = passwordServer(() => ok(null));
    open('/safeCenter');
    fireEvent.click(await screen.findByText('登录密码'));
    await screen.findByTestId('login-password-form');
    const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
    save();
    await inlineError('原登录密码', '请输入原登录密码');
    fill('原登录密码', 'secret123');
    fill('新登录密码', '12345');
    save();
    await valid('原登录密码');
    await inlineError('新登录密码', '密码至少6位');
    fill('新登录密码', 'newpass99');
    fill('确认新密码', 'newpass98');
    save();
    await valid('新登录密码');
    await inlineError('确认新密码', '两次输入的新密码不一致');
    expect(resetCalls(calls)).toHaveLength(0);
  });

  it('seals both passwords with the server key (RSA-OAEP) and closes on success', async () => {
    const { pem, open: unseal } = await rsaKeyPair();
    const calls = passwordServer(
      () => json({ success: true, result: null, message: ServerMessages.passwordChanged }),
      pem,
    );
    open('/safeCenter?action=password');
    await screen.findByTestId('login-password-form');
    fill('原登录密码', 'secret123');
    fill('新登录密码', 'newpass99');
    fill('确认新密码', 'newpass99');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await toast(ServerMessages.passwordChanged)).toBeTruthy();
    const [sent] = resetCalls(calls);
    const raw = String(sent?.init?.body);
    expect(raw).not.toContain('secret123');
    expect(raw).not.toContain('newpass99');
    const body = JSON.parse(raw) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['new_password_enc', 'old_password_enc']);
    expect(await unseal(body.old_password_enc ?? '')).toBe('secret123');
    expect(await unseal(body.new_password_enc ?? '')).toBe('newpass99');
    await waitFor(() => expect(screen.queryByTestId('login-password-form')).toBeNull());
  });

  it('shows the server message for a wrong current password and keeps the form', async () => {
    passwordServer(
      () =>
        json(
          {
            success: false,
            error_code: ErrorCode.PasswordWrong,
            error_message: ServerMessages.loginPasswordWrong,
          },
          { status: 400 },
        ),
      keys.pem,
    );
    open('/safeCenter?action=password');
    await screen.findByTestId('login-password-form');
    fill('原登录密码', 'wrong-old');
    fill('新登录密码', 'newpass99');
    fill('确认新密码', 'newpass99');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await toast(ServerMessages.loginPasswordWrong)).toBeTruthy();
    expect(screen.getByTestId('login-password-form')).toBeTruthy();
  });
  it('sends nothing when the public key cannot be fetched, and says why', async () => {
    const calls = passwordServer(() => ok(null));
    open('/safeCenter?action=password');
    await screen.findByTestId('login-password-form');
    fill('原登录密码', 'secret123');
    fill('新登录密码', 'newpass99');
    fill('确认新密码', 'newpass99');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await toast('无法获取密码加密公钥，密码未发送，请检查网络后重试')).toBeTruthy();
    expect(resetCalls(calls)).toHaveLength(0);
    expect(screen.getByTestId('login-password-form')).toBeTruthy();
  });
});
