import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDbKind } from '../helpers';

const ORIGIN = 'http://client.example:5173';

describe(`CORS for absolute API lines (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const preflight = (path: string, requestHeaders: string) =>
    fetch(`${t.baseUrl}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': requestHeaders,
      },
    });

  it('answers a preflight for the client headers on API, health and config', async () => {
    const wanted = 'token, device-id, x-api-xxx, from, device, timestamp, signature, content-type';
    for (const path of ['/api/auth/login', '/api/health', '/config', '/sbin']) {
      const res = await preflight(path, wanted);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
      for (const h of [...wanted.split(', '), 'idempotency-key']) expect(allowed, path).toContain(h);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('marks real answers (encrypted ones and errors too) readable cross-origin with x-enc exposed', async () => {
    const health = await fetch(`${t.baseUrl}/api/health`, { headers: { origin: ORIGIN } });
    expect(health.headers.get('access-control-allow-origin')).toBe('*');
    const config = await fetch(`${t.baseUrl}/config`, { headers: { origin: ORIGIN } });
    expect(config.headers.get('access-control-allow-origin')).toBe('*');
    const login = await t.call('/api/auth/login', {
      body: { username: 'nobody01', password: 'wrong-pass1' },
      headers: { origin: ORIGIN },
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.encrypted).toBe(true);
    expect(login.headers.get('access-control-allow-origin')).toBe('*');
    expect(login.headers.get('access-control-expose-headers')).toBe('x-enc');
  });

  it('leaves same-origin requests and operator calls without CORS headers', async () => {
    const plain = await fetch(`${t.baseUrl}/api/health`);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const admin = await preflight('/api/admin/deposits', 'x-admin-token');
    expect(admin.headers.get('access-control-allow-origin')).toBeNull();
  });
});
