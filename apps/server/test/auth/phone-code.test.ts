import { ErrorCode } from '@qilin/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asRecord,
  buildMember,
  buildTestApp,
  loginMember,
  solvedCaptcha,
  type TestApp,
  testDbKind,
} from '../helpers';

describe(`phone codes, forget password and the admin outbox (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function outbox(phone: string, token = t.env.adminToken) {
    return t.call(`/api/admin/sms_outbox?phone=${phone}`, { headers: { 'x-admin-token': token } });
  }

  async function lastCode(phone: string): Promise<string> {
    const rows = asRecord((await outbox(phone)).body).result as { body: string }[];
    const match = rows[0]?.body.match(/\d{6}/);
    if (!match) throw new Error('no code in outbox');
    return match[0];
  }

  it('resets a password with the SMS code and signs every device out', async () => {
    const m = await buildMember(t.db.db, { phone: '13800000001' });
    const oldToken = await loginMember(t, m);
    const sent = await t.call('/api/auth/phone_code/forget_password', { body: { phone: m.phone } });
    expect(sent.status).toBe(200);
    const code = await lastCode(m.phone);

    const wrong = await t.call('/api/auth/forget_password', {
      body: { phone: m.phone, code: code === '000000' ? '111111' : '000000', password: 'newpass99' },
    });
    expect(asRecord(wrong.body).error_code).toBe(ErrorCode.PhoneCodeInvalid);

    const reset = await t.call('/api/auth/forget_password', {
      body: { phone: m.phone, code, password: 'newpass99' },
    });
    expect(reset.status).toBe(200);
    expect(asRecord((await t.call('/api/member/info', { token: oldToken })).body).error_code).toBe(
      ErrorCode.SessionExpired,
    );
    const login = await t.call('/api/auth/login', { body: { username: m.username, password: 'newpass99' } });
    expect(login.status).toBe(200);
    // The code was single use.
    const again = await t.call('/api/auth/forget_password', {
      body: { phone: m.phone, code, password: 'other999' },
    });
    expect(asRecord(again.body).error_code).toBe(ErrorCode.PhoneCodeInvalid);
  });

  it('five wrong codes burn the code: the right one is refused after them (a guess costs a try)', async () => {
    const m = await buildMember(t.db.db, { phone: '13800000009' });
    await t.call('/api/auth/phone_code/forget_password', { body: { phone: m.phone } });
    const code = await lastCode(m.phone);
    const wrongCode = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1) {
      const wrong = await t.call('/api/auth/forget_password', {
        body: { phone: m.phone, code: wrongCode(i), password: 'newpass99' },
      });
      expect(asRecord(wrong.body).error_code).toBe(ErrorCode.PhoneCodeInvalid);
    }
    // Four wrong tries leave it usable... on a second code; this one takes a fifth wrong try and is burnt.
    await t.call('/api/auth/forget_password', {
      body: { phone: m.phone, code: wrongCode(4), password: 'x1234567' },
    });
    const right = await t.call('/api/auth/forget_password', {
      body: { phone: m.phone, code, password: 'newpass99' },
    });
    expect(asRecord(right.body).error_code).toBe(ErrorCode.PhoneCodeInvalid);
    const login = await t.call('/api/auth/login', { body: { username: m.username, password: 'newpass99' } });
    expect(login.status).not.toBe(200);

    // A code with four wrong tries still works on the fifth.
    await t.db.db
      .updateTable('phone_codes')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('phone', '=', m.phone)
      .execute();
    await t.call('/api/auth/phone_code/forget_password', { body: { phone: m.phone } });
    const second = await lastCode(m.phone);
    for (let i = 0; i < 4; i += 1) {
      const wrong = String((Number(second) + 1 + i) % 1_000_000).padStart(6, '0');
      await t.call('/api/auth/forget_password', {
        body: { phone: m.phone, code: wrong, password: 'newpass99' },
      });
    }
    const ok = await t.call('/api/auth/forget_password', {
      body: { phone: m.phone, code: second, password: 'newpass99' },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired code and leaves the password alone', async () => {
    const m = await buildMember(t.db.db, { phone: '13800000005' });
    expect((await t.call('/api/auth/phone_code/forget_password', { body: { phone: m.phone } })).status).toBe(
      200,
    );
    const code = await lastCode(m.phone);
    await t.db.db
      .updateTable('phone_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('phone', '=', m.phone)
      .execute();
    const late = await t.call('/api/auth/forget_password', {
      body: { phone: m.phone, code, password: 'newpass99' },
    });
    expect(late.status).toBe(400);
    expect(asRecord(late.body)).toMatchObject({
      error_code: ErrorCode.PhoneCodeInvalid,
      error_message: '短信验证码错误或已过期',
    });
    const login = await t.call('/api/auth/login', { body: { username: m.username, password: m.password } });
    expect(login.status).toBe(200);
  });

  it('caps the codes one member asks for per day, with its own message, and records who asked', async () => {
    const capped = await buildTestApp({ SMS_DAILY_MAX: '2' }, { db: t.db });
    try {
      const m = await buildMember(t.db.db);
      const token = await loginMember(capped, m);
      const send = async (phone: string) =>
        capped.call('/api/auth/phone_code', {
          body: { phone, type: 'bind_phone', ...(await solvedCaptcha(capped)) },
          token,
        });
      expect((await send('13900000011')).status).toBe(200);
      expect((await send('13900000012')).status).toBe(200);
      const third = await send('13900000013');
      expect(third.status).toBe(429);
      expect(asRecord(third.body)).toMatchObject({
        success: false,
        error_code: ErrorCode.SmsLimited,
        error_message: '今日验证码发送次数已达上限，请明天再试',
      });
      const rows = await t.db.db
        .selectFrom('phone_codes')
        .select(['ip', 'member_id'])
        .where('phone', 'in', ['13900000011', '13900000012', '13900000013'])
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row).toEqual({ ip: expect.stringMatching(/127\.0\.0\.1/), member_id: m.id });
    } finally {
      await capped.close();
    }
  });

  it('enforces the 60 s resend cooldown with a 429', async () => {
    const m = await buildMember(t.db.db, { phone: '13800000002' });
    const token = await loginMember(t, m);
    const body = { phone: '13900000002', type: 'bind_phone' };
    const first = await t.call('/api/auth/phone_code', {
      body: { ...body, ...(await solvedCaptcha(t)) },
      token,
    });
    expect(first.status).toBe(200);
    const second = await t.call('/api/auth/phone_code', {
      body: { ...body, ...(await solvedCaptcha(t)) },
      token,
    });
    expect(second.status).toBe(429);
  });

  it('needs a member session to send a bind_phone code, and validates the phone', async () => {
    const res = await t.call('/api/auth/phone_code', { body: { phone: '13900000003', type: 'bind_phone' } });
    expect(asRecord(res.body).error_code).toBe(ErrorCode.SessionExpired);
    const bad = await t.call('/api/auth/phone_code', { body: { phone: '12345', type: 'bind_phone' } });
    expect(bad.status).toBe(400);
  });

  it('answers the same for an unregistered phone (no enumeration) but sends nothing', async () => {
    const res = await t.call('/api/auth/phone_code/forget_password', { body: { phone: '13700000000' } });
    expect(res.status).toBe(200);
    expect(asRecord((await outbox('13700000000')).body).result).toEqual([]);
  });

  it('admin endpoints refuse member tokens and wrong admin tokens', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const asMember = await t.call('/api/admin/sms_outbox', { token });
    expect(asMember.status).toBe(403);
    expect(asRecord(asMember.body).error_code).toBe(ErrorCode.AdminOnly);
    expect((await outbox('1', 'wrong-token-123')).status).toBe(403);
  });
});
