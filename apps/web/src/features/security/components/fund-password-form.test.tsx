import { ErrorCode, ServerMessages } from '@qilin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { resetPublicKeyCache } from '../../../lib/password-crypto';
import { useSessionStore } from '../../../lib/session';
import { rsaKeyPair } from '../../../test/rsa-key-pair';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { SafeCenterScreen } from './safe-center-screen';

const ok = (result: unknown) => json({ success: true, result });
const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *' });
const withFund = { ...demoMember, sign_password: true };

function server(bind: () => Response, pem: string) {
  return mockFetch({
    '/api/auth/public_key': () => ok({ key: pem, alg: 'RSA-OAEP-256' }),
    '/api/member/security/bind_secpwd': bind,
    '/api/member/info': () => ok({ ...withFund, unreadNum: 0 }),
  });
}

function open() {
  const view = renderRoutes([{ path: '*', element: <SafeCenterScreen /> }], '/safeCenter?showFund=1');
  wireApp(view.router, view.queryClient);
  return view;
}

/** Password inputs have no textbox role: found by label. */
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
/** The field's message under it (role alert), the input marked invalid and described by it. */
async function inlineError(label: string, text: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const message = await screen.findByText(text, { selector: '.ql-field__error' });
  expect(message.getAttribute('role')).toBe('alert');
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  expect(input.getAttribute('aria-describedby')).toBe(message.id);
}
const binds = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.url.pathname === '/api/member/security/bind_secpwd');

describe('fund password change', () => {
  // One key pair for the file: generating RSA keys is slow.
  let keys: Awaited<ReturnType<typeof rsaKeyPair>>;
  beforeAll(async () => {
    keys = await rsaKeyPair();
  });
  beforeEach(() => {
    resetSession({ token: 't', userData: withFund, isLogin: true });
    resetPublicKeyCache();
  });

  it('proves the change with the old fund password (old_secpwd, sealed), never the login password', async () => {
    const { pem, open: unseal } = keys;
    const calls = server(() => ok(null), pem);
    const { router } = open();
    await screen.findByTestId('fund-password-form');
    expect(screen.getByText('修改资金密码')).toBeTruthy();
    expect(screen.queryByLabelText('登录密码', { selector: 'input' })).toBeNull();
    fill('原资金密码', '112233');
    fill('新资金密码', '445566');
    fill('确认资金密码', '445566');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // The call first: a toast left by another test may still be on screen.
    await waitFor(() => expect(binds(calls)).toHaveLength(1));
    expect(await toast(ServerMessages.fundPasswordSet)).toBeTruthy();
    const body = JSON.parse(String(binds(calls)[0]?.init?.body)) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['old_secpwd_enc', 'secpwd_enc']);
    expect(await unseal(body.old_secpwd_enc ?? '')).toBe('112233');
    expect(await unseal(body.secpwd_enc ?? '')).toBe('445566');
    await waitFor(() => expect(screen.queryByTestId('fund-password-form')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(calls.some((c) => c.url.pathname === '/api/member/info')).toBe(true);
  });

  it('asks for the old fund password before sending, and keeps the form on a wrong one', async () => {
    const { pem } = keys;
    const calls = server(
      () =>
        json(
          {
            success: false,
            error_code: ErrorCode.PasswordWrong,
            error_message: ServerMessages.fundPasswordWrong,
          },
          { status: 400 },
        ),
      pem,
    );
    open();
    await screen.findByTestId('fund-password-form');
    fill('新资金密码', '445566');
    fill('确认资金密码', '445566');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await inlineError('原资金密码', '请输入原资金密码');
    expect(binds(calls)).toHaveLength(0);
    fill('原资金密码', '000000');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await toast(ServerMessages.fundPasswordWrong)).toBeTruthy();
    expect(screen.getByTestId('fund-password-form')).toBeTruthy();
    expect(useSessionStore.getState().userData?.sign_password).toBe(true);
  });

  it('says under each wrong field what is wrong (six digits, the same twice) and sends nothing', async () => {
    const calls = server(() => ok(null), keys.pem);
    open();
    await screen.findByTestId('fund-password-form');
    fill('原资金密码', '112233');
    fill('新资金密码', '12a45');
    fill('确认资金密码', '99');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await inlineError('新资金密码', ServerMessages.fundPasswordFormat);
    await inlineError('确认资金密码', '两次输入的资金密码不一致');
    // Non-digits never reach the field.
    expect((screen.getByLabelText('新资金密码', { selector: 'input' }) as HTMLInputElement).value).toBe(
      '1245',
    );
    expect(
      screen.getByLabelText('原资金密码', { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(binds(calls)).toHaveLength(0);
    fill('新资金密码', '124578');
    fill('确认资金密码', '124578');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(binds(calls)).toHaveLength(1));
  });

  it('sets a first fund password with the login password instead', async () => {
    resetSession({ token: 't', userData: demoMember, isLogin: true });
    const { pem, open: unseal } = keys;
    const calls = server(() => ok(null), pem);
    open();
    await screen.findByTestId('fund-password-form');
    expect(screen.queryByLabelText('原资金密码', { selector: 'input' })).toBeNull();
    fill('登录密码', 'secret1');
    fill('资金密码', '445566');
    fill('确认资金密码', '445566');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // The call first: a toast left by another test may still be on screen.
    await waitFor(() => expect(binds(calls)).toHaveLength(1));
    expect(await toast(ServerMessages.fundPasswordSet)).toBeTruthy();
    const body = JSON.parse(String(binds(calls)[0]?.init?.body)) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['password_enc', 'secpwd_enc']);
    expect(await unseal(body.password_enc ?? '')).toBe('secret1');
  });
});
