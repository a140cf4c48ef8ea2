import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import {
  DEV_DATA_KEY_HEX,
  ErrorCode,
  Messages,
  ServerMessages,
  SIGNATURE_KEY_LABEL,
  signaturePayload,
} from '@qilin/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, resetSession } from '../test/utils';
import { api, setApiErrorHandler } from './api-client';
import type { ApiError } from './api-error';
import { useSessionStore } from './session';

function encrypted(body: unknown): Response {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(DEV_DATA_KEY_HEX, 'hex'), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  const text = Buffer.concat([iv, data, cipher.getAuthTag()]).toString('base64');
  return new Response(text, { headers: { 'content-type': 'text/plain', 'x-enc': '1' } });
}

describe('api client', () => {
  const handler = vi.fn();
  beforeEach(() => {
    resetSession({ token: 'tok-1', mainLine: 'http://127.0.0.1:8081' });
    handler.mockReset();
    setApiErrorHandler(handler);
  });
  afterEach(() => setApiErrorHandler(() => {}));

  it('calls the main line with the spec headers and decrypts x-enc replies', async () => {
    const calls = mockFetch({
      '/api/member/info': () => encrypted({ success: true, result: { unreadNum: 3 } }),
    });
    await expect(api.get('/api/member/info')).resolves.toEqual({ unreadNum: 3 });
    const call = calls[0]!;
    expect(call.url.origin).toBe('http://127.0.0.1:8081');
    const headers = new Headers(call.init?.headers);
    expect(headers.get('token')).toBe('tok-1');
    expect(headers.get('device-id')).toBe(useSessionStore.getState().deviceId);
    expect(headers.get('device')).toBe('h5');
    expect(headers.get('x-api-xxx')).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.get('from')).toBeTruthy();
    expect(headers.get('timestamp')).toBeNull();
    expect(headers.get('signature')).toBeNull();
  });

  it('starts each request in a task of its own where the browser has scheduler.yield', async () => {
    const order: string[] = [];
    const pending: (() => void)[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        order.push('yield');
        return new Promise<void>((resolve) => pending.push(resolve));
      },
    });
    try {
      mockFetch({
        '/api/member/info': () => {
          order.push('fetch');
          return json({ success: true, result: 1 });
        },
      });
      const reply = api.get('/api/member/info');
      // Nothing is sent while the browser has not given the request its turn.
      await vi.waitFor(() => expect(pending).toHaveLength(1));
      expect(order).toEqual(['yield']);
      pending.shift()?.();
      await expect(reply).resolves.toBe(1);
      expect(order).toEqual(['yield', 'fetch']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('signs posts while defense is on with the derived key, verifiable with Node HMAC', async () => {
    useSessionStore.setState({ defense: true });
    const calls = mockFetch({ '/api/auth/login': () => json({ success: true, result: 1 }) });
    await api.post('/api/auth/login', { username: 'demo01' });
    const headers = new Headers(calls[0]!.init?.headers);
    const ts = headers.get('timestamp')!;
    const signingKey = createHmac('sha256', Buffer.from(DEV_DATA_KEY_HEX, 'hex'))
      .update(SIGNATURE_KEY_LABEL)
      .digest();
    const expected = createHmac('sha256', signingKey)
      .update(signaturePayload('POST', '/api/auth/login', ts, '{"username":"demo01"}'))
      .digest('hex');
    expect(headers.get('signature')).toBe(expected);
  });

  it('rejects with the server error and hands it to the central handler', async () => {
    mockFetch({
      '/api/auth/login': () =>
        json(
          { success: false, error_code: ErrorCode.BadCredentials, error_message: '用户名或密码错误' },
          { status: 400 },
        ),
    });
    await expect(api.post('/api/auth/login', {})).rejects.toMatchObject({ code: ErrorCode.BadCredentials });
    const [error] = handler.mock.calls[0] as [ApiError];
    expect(error.message).toBe('用户名或密码错误');
  });

  it('maps HTTP 429 to a rate-limit error', async () => {
    mockFetch({ '/api/member/info': () => new Response('slow down', { status: 429 }) });
    await expect(api.get('/api/member/info')).rejects.toMatchObject({
      status: 429,
      message: Messages.tooManyRequests,
    });
    expect((handler.mock.calls[0]![0] as ApiError).isRateLimited).toBe(true);
  });

  it("keeps the server's message on a 429 with its own code (SMS daily cap)", async () => {
    const body = {
      success: false,
      error_code: ErrorCode.SmsLimited,
      error_message: ServerMessages.smsDailyLimit,
    };
    mockFetch({ '/api/auth/phone_code': () => json(body, { status: 429 }) });
    await expect(api.post('/api/auth/phone_code', {})).rejects.toMatchObject({
      status: 429,
      code: ErrorCode.SmsLimited,
      message: ServerMessages.smsDailyLimit,
    });
  });

  it('silent calls skip the central handler', async () => {
    mockFetch({ '/api/site/flags': () => json({ success: false, error_code: 1, error_message: 'x' }) });
    await expect(api.get('/api/site/flags', { silent: true })).rejects.toBeTruthy();
    expect(handler).not.toHaveBeenCalled();
  });
});
