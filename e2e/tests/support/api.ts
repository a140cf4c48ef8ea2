import { constants, createDecipheriv, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { ENCRYPTION, Header } from '@qilin/contract';
import { E2E_CAPTCHA_CODE } from './captcha';
import { E2E_DATA_KEY_HEX } from './data-key';

/** The e2e server runs with these (see playwright.config.ts). */
export const ADMIN_TOKEN = 'e2e-admin';
export const DEMO_PASSWORD = 'e2e-pass-123';

/** Reverses the server's response encryption: base64(iv[12] ‖ ciphertext ‖ tag[16]) under DATA_KEY. */
export function decrypt(text: string): string {
  const bytes = Buffer.from(text, 'base64');
  const iv = bytes.subarray(0, ENCRYPTION.ivBytes);
  const tag = bytes.subarray(bytes.length - ENCRYPTION.tagBytes);
  const body = bytes.subarray(ENCRYPTION.ivBytes, bytes.length - ENCRYPTION.tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(E2E_DATA_KEY_HEX, 'hex'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export type Envelope<T> = { success: boolean; result: T; error_code?: number; error_message?: string };

type CallOptions = { body?: unknown; token?: string; admin?: boolean; method?: 'GET' | 'POST' | 'PUT' };

/** One API call as the client or an operator makes it; answers the decoded envelope. */
export async function call<T = unknown>(
  request: APIRequestContext,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { [Header.device]: 'h5', [Header.deviceId]: 'e2e-device' };
  if (options.token) headers[Header.token] = options.token;
  if (options.admin) headers['x-admin-token'] = ADMIN_TOKEN;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (method !== 'GET') headers[Header.timestamp] = String(Date.now());
  const response = await request.fetch(path, {
    method,
    headers,
    data: options.body ?? (method === 'POST' ? {} : undefined),
  });
  const raw = await response.text();
  const text = response.headers()[Header.encrypted] === '1' ? decrypt(raw) : raw;
  return JSON.parse(text) as Envelope<T>;
}

/** Same as `call` but fails the test unless the answer is `success: true`; answers `result`. */
export async function ok<T = unknown>(
  request: APIRequestContext,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const reply = await call<T>(request, path, options);
  expect(reply, `${path}: ${reply.error_message ?? ''}`).toMatchObject({ success: true });
  return reply.result;
}

/** A fresh, unique username (letters first, 4–20 chars) so every test starts from a new member. */
export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.slice(0, 20);
}

export type Member = { memberId: number; username: string };
export type LoginResult = { token: string; member: Member };

/** Registers with the 18+ declaration the register form's checkbox sends. */
export async function registerMember(request: APIRequestContext, username = freshUsername()) {
  return ok<LoginResult>(request, '/api/auth/register', {
    body: { username, password: DEMO_PASSWORD, adult: true },
  });
}

/** Seals a secret as the web client does: RSA-OAEP (SHA-256) under the server's public key, base64. */
export async function sealer(request: APIRequestContext): Promise<(text: string) => string> {
  const { key } = await ok<{ key: string }>(request, '/api/auth/public_key');
  return (text) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
}

/** The newest SMS code the outbox holds for `phone` (the e2e server sends none for real). */
export async function smsCodeFor(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const outbox = await ok<{ body: string }[]>(request, `/api/admin/sms_outbox?phone=${phone}`, {
      admin: true,
    });
    code = /\d{6}/.exec(outbox[0]?.body ?? '')?.[0] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return code;
}

/**
 * Binds a real name (实名) as the security screen does, unless one is bound already: a member deposits
 * only with one. A member without a phone binds a fresh one with it (picture captcha, SMS code).
 */
export async function bindRealName(request: APIRequestContext, token: string, realName = '测试会员') {
  const info = await ok<{ real_name: string; phone: string }>(request, '/api/member/info', { token });
  if (info.real_name !== '') return;
  const seal = await sealer(request);
  const body: Record<string, string> = { real_name: realName, password_enc: seal(DEMO_PASSWORD) };
  if (info.phone === '') {
    const phone = `13${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    const { id: codeId } = await ok<{ id: string }>(request, '/api/auth/img_code');
    await ok(request, '/api/auth/phone_code', {
      token,
      body: { phone, type: 'bind_real_name', code: E2E_CAPTCHA_CODE, code_id: codeId },
    });
    Object.assign(body, { phone, code: await smsCodeFor(request, phone) });
  }
  await ok(request, '/api/member/security/bind_name', { token, body });
}

/** Sends an operator realtime push (spec §4 table) to one member. */
export async function pushTo(request: APIRequestContext, memberId: number, message: Record<string, unknown>) {
  return ok<{ delivered: number }>(request, '/api/admin/realtime/push', {
    admin: true,
    body: { target: { memberId }, message },
  });
}

/**
 * Funds a member's wallet through the real deposit flow: a real name bound (once), member order →
 * marked paid → operator confirm.
 * `amount` is in yuan, as the cashier takes it.
 */
export async function depositFor(
  request: APIRequestContext,
  token: string,
  amount: number | string,
  channelId = 2,
) {
  await bindRealName(request, token);
  const order = await ok<{ id: number }>(request, '/api/fund/recharge_deposit', {
    token,
    body: { channelId, amount },
  });
  await ok(request, `/api/fund/confirm/${order.id}`, { token, body: {} });
  await ok(request, `/api/admin/deposits/${order.id}/confirm`, { admin: true, body: {} });
}

/** A fresh member with `amount` yuan deposited through the real flow (see `depositFor`). */
export async function fundedMember(
  request: APIRequestContext,
  prefix: string,
  amount: number | string = 1000,
) {
  const username = freshUsername(prefix);
  const { token } = await registerMember(request, username);
  await depositFor(request, token, amount);
  return { username, token };
}
