import { createHmac } from 'node:crypto';
import { ErrorCode, SIGNATURE_KEY_LABEL, SIGNATURE_MAX_SKEW_MS, signaturePayload } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildTestApp, type TestApp, testDbKind } from '../helpers';

/** What a client does when defense is on (contract headers.ts documents the derivation). */
function signHeaders(dataKey: Buffer, method: string, path: string, body: string, ts = Date.now()) {
  const key = createHmac('sha256', dataKey).update(SIGNATURE_KEY_LABEL).digest();
  const timestamp = String(ts);
  const signature = createHmac('sha256', key)
    .update(signaturePayload(method, path, timestamp, body))
    .digest('hex');
  return { timestamp, signature };
}

describe(`request signatures (${testDbKind()})`, () => {
  let t: TestApp;
  const body = JSON.stringify({ username: 'sigperson1', password: 'pass1234', adult: true });
  beforeAll(async () => {
    t = await buildTestApp({ DEFENSE: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('with defense on, refuses unsigned calls but still serves config and health', async () => {
    const res = await t.call('/api/site/flags');
    expect(res.status).toBe(401);
    expect(asRecord(res.body).error_code).toBe(ErrorCode.BadSignature);
    expect((await t.call('/config')).status).toBe(200);
    expect((await t.call('/api/health')).status).toBe(200);
  });

  it('accepts a correct signature over method, path with query, timestamp and raw body', async () => {
    const reg = await t.call('/api/auth/register', {
      body,
      headers: signHeaders(t.env.dataKey, 'POST', '/api/auth/register', body),
    });
    expect(reg.status).toBe(200);
    const path = '/api/auth/img_code?type=phone_code';
    const get = await t.call(path, { headers: signHeaders(t.env.dataKey, 'GET', path, '') });
    expect(get.status).toBe(200);
  });

  it('refuses a signature for a different body, path or key', async () => {
    const other = JSON.stringify({ username: 'sigperson2', password: 'pass1234' });
    const tampered = await t.call('/api/auth/login', {
      body: other,
      headers: signHeaders(t.env.dataKey, 'POST', '/api/auth/login', body),
    });
    expect(tampered.status).toBe(401);
    expect(asRecord(tampered.body).error_code).toBe(ErrorCode.BadSignature);
    const wrongPath = await t.call('/api/auth/login', {
      body,
      headers: signHeaders(t.env.dataKey, 'POST', '/api/auth/register', body),
    });
    expect(wrongPath.status).toBe(401);
    const wrongKey = await t.call('/api/auth/login', {
      body,
      headers: signHeaders(Buffer.alloc(32, 7), 'POST', '/api/auth/login', body),
    });
    expect(wrongKey.status).toBe(401);
  });

  it('refuses stale, future and non-numeric timestamps', async () => {
    for (const ts of [Date.now() - SIGNATURE_MAX_SKEW_MS - 5000, Date.now() + SIGNATURE_MAX_SKEW_MS + 5000]) {
      const res = await t.call('/api/auth/login', {
        body,
        headers: signHeaders(t.env.dataKey, 'POST', '/api/auth/login', body, ts),
      });
      expect(res.status).toBe(401);
      expect(asRecord(res.body).error_code).toBe(ErrorCode.StaleTimestamp);
    }
    const junk = await t.call('/api/auth/login', {
      body,
      headers: { ...signHeaders(t.env.dataKey, 'POST', '/api/auth/login', body), timestamp: 'yesterday' },
    });
    expect(asRecord(junk.body).error_code).toBe(ErrorCode.StaleTimestamp);
  });

  it('setDefense toggles the requirement globally and per device', async () => {
    t.app.defense.setDefense(false);
    expect((await t.call('/api/site/flags')).status).toBe(200);
    t.app.defense.setDefense(true, 'device-x');
    expect((await t.call('/api/site/flags', { headers: { 'device-id': 'device-y' } })).status).toBe(200);
    expect((await t.call('/api/site/flags', { headers: { 'device-id': 'device-x' } })).status).toBe(401);
    t.app.defense.setDefense(false, 'device-x');
    expect((await t.call('/api/site/flags', { headers: { 'device-id': 'device-x' } })).status).toBe(200);
    t.app.defense.setDefense(true);
  });

  it('a realtime defense/undefense push flips the same switch', async () => {
    const push = (type: 'defense' | 'undefense') =>
      fetch(`${t.baseUrl}/api/admin/realtime/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': t.env.adminToken },
        body: JSON.stringify({ target: 'all', message: { type } }),
      });
    expect((await push('undefense')).status).toBe(200);
    expect((await t.call('/api/site/flags')).status).toBe(200);
    expect((await push('defense')).status).toBe(200);
    expect((await t.call('/api/site/flags')).status).toBe(401);
  });
});

describe(`signatures off by default (${testDbKind()})`, () => {
  it('serves unsigned calls when DEFENSE is not set', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.call('/api/site/flags')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
