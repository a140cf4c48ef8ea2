import { ErrorCode, Messages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, type TestApp, testDbKind } from '../helpers';

const limited = {
  success: false,
  error_code: ErrorCode.RateLimited,
  error_message: Messages.tooManyRequests,
};

describe(`rate limits (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_LIMIT_MAX: '3', RATE_LIMIT_MAX: '40' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string, deviceId: string) =>
    t.call('/api/auth/login', { body: { username, password }, headers: { 'device-id': deviceId } });

  it('limits login attempts per account, whatever device they come from', async () => {
    const m = await buildMember(t.db.db);
    for (let i = 0; i < 3; i++) expect((await login(m.username, 'wrong-pass', `dev-a${i}`)).status).toBe(400);
    const blocked = await login(m.username, m.password, 'dev-a9');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(limited);
    // Another account is unaffected.
    const other = await buildMember(t.db.db);
    expect((await login(other.username, other.password, 'dev-b0')).status).toBe(200);
  });

  it('limits login attempts per device across accounts', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`nouser${i}x`, 'wrong-pass', 'dev-c')).status).toBe(400);
    const res = await login('nouser9x', 'wrong-pass', 'dev-c');
    expect(res.status).toBe(429);
    expect(res.body).toEqual(limited);
  });

  it('limits API calls per client overall with a 429 envelope, but never the health probe', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await t.call('/api/site/flags')).status);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThan(25);
    const res = await t.call('/api/site/flags');
    expect(res.body).toEqual(limited);
    expect(res.headers.get('retry-after')).not.toBeNull();
    expect((await t.call('/api/health')).status).toBe(200);
  });
});
