import { ErrorCode, Messages, memberSchema } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/crypto';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp, testDbKind } from '../helpers';

const expired = {
  success: false,
  error_code: ErrorCode.SessionExpired,
  error_message: Messages.sessionExpired,
};

describe(`register, login, info, logout (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a member who can then read their info with the returned token', async () => {
    const reg = await t.call('/api/auth/register', {
      body: { adult: true, username: 'alice01', password: 'pass1234' },
    });
    expect(reg.status).toBe(200);
    const result = asRecord(asRecord(reg.body).result);
    expect(typeof result.token).toBe('string');
    const member = memberSchema.parse(result.member);
    expect(member).toMatchObject({ username: 'alice01', nickname: 'alice01', nick_name: 'alice01' });

    const info = await t.call('/api/member/info', { token: String(result.token) });
    expect(info.status).toBe(200);
    const infoResult = asRecord(asRecord(info.body).result);
    expect(memberSchema.parse(infoResult)).toEqual(member);
    expect(infoResult.unreadNum).toBe(0);
  });

  it('stores an argon2id hash, never the password', async () => {
    const row = await t.db.db
      .selectFrom('members')
      .select('password_hash')
      .where('username', '=', 'alice01')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.password_hash).not.toContain('pass1234');
  });

  it('refuses a second registration of the same name in any letter case', async () => {
    const res = await t.call('/api/auth/register', {
      body: { adult: true, username: 'ALICE01', password: 'pass1234' },
    });
    expect(res.status).toBe(409);
    expect(asRecord(res.body)).toMatchObject({ success: false, error_code: ErrorCode.UsernameTaken });
  });

  it('logs in with the right password and refuses a wrong one with the same message as an unknown user', async () => {
    const m = await buildMember(t.db.db);
    const ok = await t.call('/api/auth/login', { body: { username: m.username, password: m.password } });
    expect(ok.status).toBe(200);
    expect(asRecord(asRecord(ok.body).result).member).toMatchObject({ memberId: m.id, username: m.username });

    const wrong = await t.call('/api/auth/login', { body: { username: m.username, password: 'not-it-123' } });
    const unknown = await t.call('/api/auth/login', {
      body: { username: 'nobody99', password: 'not-it-123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(asRecord(wrong.body).error_code).toBe(ErrorCode.BadCredentials);
  });

  it('answers 20004 for a missing, unknown, expired or logged-out token', async () => {
    expect((await t.call('/api/member/info')).body).toEqual(expired);
    expect((await t.call('/api/member/info', { token: 'made-up-token' })).body).toEqual(expired);

    const m = await buildMember(t.db.db);
    // An expiry written straight into the table (out of band, no revocation notice) is seen once the
    // process's session cache entry lapses: within SESSION_CACHE_MS.
    const quick = await buildTestApp({ SESSION_CACHE_MS: '150' }, { db: t.db });
    try {
      const token = await loginMember(quick, m);
      expect((await quick.call('/api/member/info', { token })).status).toBe(200);
      await t.db.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', sha256Hex(token))
        .execute();
      await new Promise((r) => setTimeout(r, 200));
      const afterExpiry = await quick.call('/api/member/info', { token });
      expect(afterExpiry.status).toBe(401);
      expect(afterExpiry.body).toEqual(expired);
    } finally {
      await quick.close();
    }

    const token2 = await loginMember(t, m);
    const out = await t.call('/api/auth/logout', { method: 'POST', token: token2 });
    expect(out.status).toBe(200);
    expect((await t.call('/api/member/info', { token: token2 })).body).toEqual(expired);
    // Logging out again is not an error (spec: 20004 is never shown on logout).
    expect((await t.call('/api/auth/logout', { method: 'POST', token: token2 })).status).toBe(200);
  });

  it('refreshes a token: new token works, old one keeps a short grace, unknown tokens get 20004', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const res = await t.call('/api/auth/token', { token, headers: { device: 'h5' } });
    expect(res.status).toBe(200);
    const body = asRecord(res.body);
    expect(body.code).toBe(200);
    const fresh = String(asRecord(body.data).token);
    expect(fresh).not.toBe(token);
    expect((await t.call('/api/member/info', { token: fresh })).status).toBe(200);
    const old = await t.db.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(old.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(61_000);
    expect((await t.call('/api/auth/token', { token: 'nope' })).body).toEqual(expired);
  });

  it('refuses registration when REGISTRABLE=0', async () => {
    const closed = await buildTestApp({ REGISTRABLE: '0' }, { db: t.db });
    try {
      const res = await closed.call('/api/auth/register', {
        body: { adult: true, username: 'bob0001', password: 'pass1234' },
      });
      expect(res.status).toBe(403);
      expect(asRecord(res.body).error_code).toBe(ErrorCode.RegistrationClosed);
    } finally {
      await closed.close();
    }
  });
});
