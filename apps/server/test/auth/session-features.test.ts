import { createHmac } from 'node:crypto';
import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLoginPayload } from '../../src/modules/auth';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp, testDbKind } from '../helpers';

const SECRET = 'partner-secret-0123456789';
const sign = (username: string, timestamp: number, secret = SECRET) =>
  createHmac('sha256', secret).update(signLoginPayload(username, timestamp)).digest('hex');
const nowS = () => Math.floor(Date.now() / 1000);

/** Sessions: token renewal's expires_in, sign_login / sign_login_c, /api/phone. */
describe(`session features (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ENCRYPT_RESPONSES: '0', SIGN_LOGIN_SECRET: SECRET, SESSION_TTL_HOURS: '168' });
  });
  afterAll(() => t.close());

  it('answers expires_in on login and on token renewal; the renewed token works, in both shapes', async () => {
    const m = await buildMember(t.db.db);
    const login = await t.call('/api/auth/login', { body: { username: m.username, password: m.password } });
    expect(asRecord(asRecord(login.body).result).expires_in).toBe(7 * 24 * 3600);
    const token = asRecord(asRecord(login.body).result).token as string;
    const renewed = await t.call('/api/auth/token', { token, headers: { device: 'h5' } });
    const body = asRecord(renewed.body);
    // Spec §4 reads code 200 and data.token; the REST helper reads success/result.
    expect(body).toMatchObject({ code: 200, success: true, data: { expires_in: 7 * 24 * 3600 } });
    expect(body.result).toEqual(body.data);
    const fresh = asRecord(body.data).token as string;
    expect(fresh).not.toBe(token);
    expect((await t.call('/api/member/info', { token: fresh })).status).toBe(200);
    // No or a stale token: 20004, never a new token.
    const stale = await t.call('/api/auth/token', { token: 'nope' });
    expect([stale.status, asRecord(stale.body).error_code]).toEqual([401, ErrorCode.SessionExpired]);
  });

  it('sign_login logs an existing member in once per signature', async () => {
    const m = await buildMember(t.db.db);
    const ts = nowS();
    const body = { username: m.username, timestamp: ts, sign: sign(m.username, ts) };
    const first = await t.call('/api/auth/sign_login', { body });
    expect(first.status).toBe(200);
    const result = asRecord(asRecord(first.body).result);
    expect(asRecord(result.member).username).toBe(m.username);
    expect((await t.call('/api/member/info', { token: result.token as string })).status).toBe(200);
    // A replay of the same signature is refused.
    const replay = await t.call('/api/auth/sign_login', { body });
    expect([replay.status, asRecord(replay.body).error_code]).toEqual([401, ErrorCode.BadSignature]);
  });

  it('a frozen member is answered 20045 by sign_login and token renewal', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    await t.app.sessions.freeze(m.id, 'test');
    const ts = nowS();
    const signed = await t.call('/api/auth/sign_login', {
      body: { username: m.username, timestamp: ts, sign: sign(m.username, ts) },
    });
    expect([signed.status, asRecord(signed.body).error_code]).toEqual([403, ErrorCode.Forbidden]);
    const renewed = await t.call('/api/auth/token', { token, headers: { device: 'h5' } });
    expect([renewed.status, asRecord(renewed.body).error_code]).toEqual([403, ErrorCode.Forbidden]);
    await t.app.sessions.unfreeze(m.id);
    expect((await t.call('/api/auth/token', { token, headers: { device: 'h5' } })).status).toBe(200);
  });

  it('sign_login refuses a new username, sign_login_c creates it', async () => {
    const username = `p${nowS().toString(36)}x`;
    const ts = nowS();
    const plain = await t.call('/api/auth/sign_login', {
      body: { username, timestamp: ts, sign: sign(username, ts) },
    });
    expect([plain.status, asRecord(plain.body).error_code]).toEqual([400, ErrorCode.BadCredentials]);
    const created = await t.call('/api/auth/sign_login_c', {
      body: { username, timestamp: ts + 1, sign: sign(username, ts + 1) },
    });
    expect(created.status).toBe(200);
    expect(asRecord(asRecord(asRecord(created.body).result).member).username).toBe(username);
    // The next hand-off of that username logs in to the same member.
    const again = await t.call('/api/auth/sign_login', {
      body: { username, timestamp: ts + 2, sign: sign(username, ts + 2) },
    });
    expect(asRecord(asRecord(asRecord(again.body).result).member).memberId).toBe(
      asRecord(asRecord(asRecord(created.body).result).member).memberId,
    );
  });

  it('refuses wrong signatures, stale timestamps and bad bodies with 4xx', async () => {
    const m = await buildMember(t.db.db);
    const ts = nowS();
    const cases: [string, unknown, number, number][] = [
      [
        '/api/auth/sign_login',
        { username: m.username, timestamp: ts, sign: sign(m.username, ts, 'x'.repeat(20)) },
        401,
        ErrorCode.BadSignature,
      ],
      [
        '/api/auth/sign_login',
        { username: m.username, timestamp: ts + 1, sign: sign(m.username, ts) },
        401,
        ErrorCode.BadSignature,
      ],
      [
        '/api/auth/sign_login',
        { username: m.username, timestamp: ts - 301, sign: sign(m.username, ts - 301) },
        401,
        ErrorCode.StaleTimestamp,
      ],
      [
        '/api/auth/sign_login_c',
        { username: m.username, timestamp: ts, sign: 'abc' },
        400,
        ErrorCode.InvalidPayload,
      ],
      [
        '/api/auth/sign_login_c',
        { username: '1bad', timestamp: ts, sign: sign('1bad', ts) },
        400,
        ErrorCode.InvalidPayload,
      ],
      [
        '/api/auth/sign_login',
        { username: m.username, sign: sign(m.username, ts) },
        400,
        ErrorCode.InvalidPayload,
      ],
      ['/api/auth/sign_login', 'not json', 400, ErrorCode.BadRequest],
    ];
    for (const [url, body, status, code] of cases) {
      const r = await t.call(url, { body, headers: { 'content-type': 'application/json' } });
      expect([url, r.status, asRecord(r.body).error_code]).toEqual([url, status, code]);
    }
  });

  it('answers sign_login as not available without a secret', async () => {
    const off = await buildTestApp({ ENCRYPT_RESPONSES: '0' }, { db: t.db });
    try {
      const m = await buildMember(t.db.db);
      const ts = nowS();
      const r = await off.call('/api/auth/sign_login', {
        body: { username: m.username, timestamp: ts, sign: sign(m.username, ts) },
      });
      expect([r.status, asRecord(r.body).error_code]).toEqual([404, ErrorCode.JobUnavailable]);
    } finally {
      await off.close();
    }
  });

  it('/api/phone says whether the member must bind a phone, masking a bound one; members only', async () => {
    const without = await buildMember(t.db.db);
    const withPhone = await buildMember(t.db.db, { phone: '13812345678' });
    const a = await t.call('/api/phone', { token: await loginMember(t, without) });
    expect(asRecord(a.body).result).toEqual({ need_phone: true, phone: '' });
    const b = await t.call('/api/phone', {
      token: await loginMember(t, withPhone),
      method: 'POST',
      body: {},
    });
    expect(asRecord(b.body).result).toEqual({ need_phone: false, phone: '138****5678' });
    const guest = await t.call('/api/phone');
    expect([guest.status, asRecord(guest.body).error_code]).toEqual([401, ErrorCode.SessionExpired]);
  });
});
