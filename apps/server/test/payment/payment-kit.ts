import net from 'node:net';
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

/**
 * A raw HTTP multipart upload whose body is written in two pieces: everything up to `splitAt` file
 * bytes, then (once the server has read that) the rest. Splitting exactly at the size limit puts
 * the limit on a chunk boundary, the case where busboy truncates after the last chunk was read.
 */
export function uploadInTwoWrites(
  t: TestApp,
  token: string,
  orderId: number,
  bytes: Uint8Array,
  splitAt: number,
) {
  const boundary = `----qilin${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = Buffer.from(bytes);
  const first = Buffer.concat([head, file.subarray(0, splitAt)]);
  const second = Buffer.concat([file.subarray(splitAt), tail]);
  const url = new URL(t.baseUrl);
  return new Promise<CallResult>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST /api/fund/evidence/upload/${orderId} HTTP/1.1\r\nHost: ${url.host}\r\ntoken: ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${first.length + second.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(first, () => setTimeout(() => socket.end(second), 200));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(headText)?.[1] ?? 0);
      const plain = /\r\nx-enc: 1/i.test(headText) ? decryptText(t.env.dataKey, body) : body;
      resolve({
        status,
        headers: new Headers(),
        body: JSON.parse(plain) as unknown,
        raw: body,
        encrypted: false,
      });
    });
  });
}
