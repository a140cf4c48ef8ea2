import { decryptText } from '../../src/lib/crypto';
import { asRecord, type CallResult, type TestApp } from '../helpers';

export const ADMIN = { 'x-admin-token': 'qilin-dev-admin-token' };

export function result(res: CallResult): Record<string, unknown> {
  return asRecord(asRecord(res.body).result);
}

/** Asserts a refusal: HTTP status, error_code and the exact Chinese message. */
export function expectFail(res: CallResult, status: number, code: number, message: string): void {
  const body = asRecord(res.body);
  if (
    res.status !== status ||
    body.success !== false ||
    body.error_code !== code ||
    body.error_message !== message
  ) {
    throw new Error(`expected ${status}/${code}/${message}, got ${res.status} ${JSON.stringify(body)}`);
  }
}

export async function createOrder(t: TestApp, token: string, channelId = 1, amount: string | number = '100') {
  const res = await t.call('/api/fund/recharge_deposit', { token, body: { channelId, amount } });
  if (res.status !== 200) throw new Error(`create order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return result(res);
}

export async function wallet(t: TestApp, token: string) {
  return result(await t.call('/api/member/wallet', { token }));
}

/** Multipart upload over real HTTP (the kit's `call` only speaks JSON). */
export async function upload(
  t: TestApp,
  token: string,
  orderId: number,
  bytes: Uint8Array,
  name = 'receipt.png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${t.baseUrl}/api/fund/evidence/upload/${orderId}`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const raw = await res.text();
  const text = res.headers.get('x-enc') === '1' ? decryptText(t.env.dataKey, raw) : raw;
  return { status: res.status, body: JSON.parse(text) as unknown } as CallResult;
}

export function sbin(t: TestApp, token: string, jkid: string, params: Record<string, unknown> = {}) {
  return t.call('/sbin', { token, body: { jkid, jkparam: JSON.stringify(params) } });
}

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
