import { constants, publicEncrypt } from 'node:crypto';
import { ErrorCode, Messages, ServerMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildMember, buildTestApp, loginMember, solvedCaptcha, type TestApp } from '../helpers';
import { expectFail, expectOk, freshPhone, sendCode } from '../withdraw/withdraw-kit';

describe('security centre bindings', () => {
  let t: TestApp;
  let publicKey = '';
  const seal = (text: string) =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');

  beforeAll(async () => {
    t = await buildTestApp();
    const res = expectOk(await t.call('/api/auth/public_key'));
    publicKey = asRecord(res.result).key as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('binds a phone with an encrypted password; codes are single-use and rate-limited', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const phone = freshPhone();
    const code = await sendCode(t, token, phone, 'bind_phone');
    const again = await t.call('/api/auth/phone_code', {
      token,
      body: { phone, type: 'bind_phone', ...(await solvedCaptcha(t)) },
    });
    expect(again.status).toBe(429);
    expectFail(
      await t.call('/api/member/security/bind_phone', {
        token,
        body: { phone, code, password_enc: seal('wrong-pass') },
      }),
      ErrorCode.PasswordWrong,
      ServerMessages.loginPasswordWrong,
    );
    expectFail(
      await t.call('/api/member/security/bind_phone', { token, body: { phone, code, password_enc: 'AAAA' } }),
      ErrorCode.PasswordUndecryptable,
    );
    const ok = expectOk(
      await t.call('/api/member/security/bind_phone', {
        token,
        body: { phone, code, password_enc: seal(m.password) },
      }),
    );
    expect(ok.message).toBe(Messages.bindPhoneSuccess);
    const info = expectOk(await t.call('/api/member/info', { token }));
    expect(asRecord(info.result).phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expectFail(
      await t.call('/api/member/security/bind_phone', {
        token,
        body: { phone, code, password_enc: seal(m.password) },
      }),
      ErrorCode.PhoneAlreadyBound,
    );
    // Another member cannot take the same phone even with a valid code.
    const other = await buildMember(t.db.db);
    const otherToken = await loginMember(t, other);
    await t.db.db.deleteFrom('phone_codes').where('phone', '=', phone).execute();
    const code2 = await sendCode(t, otherToken, phone, 'bind_phone');
    expectFail(
      await t.call('/api/member/security/bind_phone', {
        token: otherToken,
        body: { phone, code: code2, password_enc: seal(other.password) },
      }),
      ErrorCode.PhoneTaken,
    );
    expectFail(
      await t.call('/api/member/security/bind_phone', {
        token,
        body: { phone: '', code, password_enc: seal('x') },
      }),
      ErrorCode.InvalidPayload,
    );
  });

  it('takes the security centre secrets only sealed: a plain one is refused and changes nothing', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const phone = freshPhone();
    const code = await sendCode(t, token, phone, 'bind_phone');
    const refusals: [string, Record<string, unknown>][] = [
      ['bind_phone', { phone, code, password: m.password }],
      ['bind_name', { real_name: '王五', password: m.password }],
      ['bind_secpwd', { secpwd: '123456', password_enc: seal(m.password) }],
      ['bind_secpwd', { secpwd_enc: seal('123456'), password: m.password }],
      ['reset_password', { old_password_enc: seal(m.password), new_password: 'newpass55' }],
      // The plain field is refused even beside a sealed one.
      [
        'reset_password',
        { old_password: m.password, old_password_enc: seal(m.password), new_password_enc: seal('newpass55') },
      ],
    ];
    for (const [path, body] of refusals) {
      const res = await t.call(`/api/member/security/${path}`, { token, body });
      expect(res.status, path).toBe(400);
      expect(asRecord(res.body), path).toMatchObject({
        success: false,
        error_code: ErrorCode.PasswordUndecryptable,
        error_message: ServerMessages.passwordNotSealed,
      });
    }
    const info = asRecord(expectOk(await t.call('/api/member/info', { token })).result);
    expect(info).toMatchObject({ phone: '', real_name: '', sign_password: false });
    expect(
      (await t.call('/api/auth/login', { body: { username: m.username, password: m.password } })).status,
    ).toBe(200);
    // The same code still binds once the password comes sealed.
    expectOk(
      await t.call('/api/member/security/bind_phone', {
        token,
        body: { phone, code, password_enc: seal(m.password) },
      }),
    );
  });

  it('real name: 20049 without a phone, Chinese only, binds phone and name together, immutable', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const bind = (body: Record<string, unknown>) => t.call('/api/member/security/bind_name', { token, body });
    expectFail(await bind({ real_name: '', password_enc: seal(m.password) }), ErrorCode.InvalidPayload);
    expect(
      asRecord((await bind({ real_name: '', password_enc: seal(m.password) })).body).error_message,
    ).toContain(Messages.enterRealName);
    expectFail(await bind({ real_name: 'Tom', password_enc: seal(m.password) }), ErrorCode.InvalidPayload);
    expectFail(
      await bind({ real_name: '张三', password_enc: seal(m.password) }),
      ErrorCode.RealNameNeedsPhone,
    );
    const phone = freshPhone();
    const code = await sendCode(t, token, phone, 'bind_real_name');
    expectFail(
      await bind({ real_name: '张三', phone, code: '000000', password_enc: seal(m.password) }),
      ErrorCode.PhoneCodeInvalid,
    );
    const ok = expectOk(await bind({ real_name: '张三', phone, code, password_enc: seal(m.password) }));
    expect(ok.message).toBe(Messages.bindNameSuccess);
    const info = asRecord(expectOk(await t.call('/api/member/info', { token })).result);
    expect(info.real_name).toBe('张三');
    expect(info.phone).not.toBe('');
    expectFail(
      await bind({ real_name: '李四', password_enc: seal(m.password) }),
      ErrorCode.RealNameImmutable,
    );
  });

  it('fund password: set with the login password, change with the old one; login password reset', async () => {
    const m = await buildMember(t.db.db);
    const token = await loginMember(t, m);
    const secpwd = (body: Record<string, unknown>) =>
      t.call('/api/member/security/bind_secpwd', { token, body });
    expectFail(
      await secpwd({ secpwd_enc: seal('12ab56'), password_enc: seal(m.password) }),
      ErrorCode.InvalidPayload,
    );
    expectFail(
      await secpwd({ secpwd_enc: seal('123456'), password_enc: seal('nope-nope') }),
      ErrorCode.PasswordWrong,
    );
    expectOk(await secpwd({ secpwd_enc: seal('123456'), password_enc: seal(m.password) }));
    const info = asRecord(expectOk(await t.call('/api/member/info', { token })).result);
    expect(info.sign_password).toBe(true);
    expectFail(
      await secpwd({ secpwd_enc: seal('654321'), old_secpwd_enc: seal('111111') }),
      ErrorCode.FundPasswordWrong,
    );
    expectOk(await secpwd({ secpwd_enc: seal('654321'), old_secpwd_enc: seal('123456') }));
    const row = await t.db.db
      .selectFrom('members')
      .select('fund_password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.fund_password_hash).toMatch(/^\$argon2id\$/);

    const reset = (body: Record<string, unknown>) =>
      t.call('/api/member/security/reset_password', { token, body });
    expectFail(
      await reset({ old_password_enc: seal('bad-old-1'), new_password_enc: seal('newpass99') }),
      ErrorCode.PasswordWrong,
    );
    // The new password follows the registration rule; nothing changes when it does not.
    expectFail(
      await reset({ old_password_enc: seal(m.password), new_password_enc: seal('12345') }),
      ErrorCode.InvalidPayload,
    );
    expectFail(
      await reset({ old_password_enc: seal(m.password) }),
      ErrorCode.InvalidPayload,
      ServerMessages.passwordRequired,
    );
    expectOk(await reset({ old_password_enc: seal(m.password), new_password_enc: seal('newpass99') }));
    const login = await t.call('/api/auth/login', { body: { username: m.username, password: 'newpass99' } });
    expect(login.status).toBe(200);
    const old = await t.call('/api/auth/login', { body: { username: m.username, password: m.password } });
    expectFail(old, ErrorCode.BadCredentials);
    // The session that changed the password stays signed in.
    expectOk(await t.call('/api/member/info', { token }));
  });

  it('a login password change signs out every other session of the member, and only those', async () => {
    const m = await buildMember(t.db.db);
    const other = await buildMember(t.db.db);
    const here = await loginMember(t, m);
    const phone = await loginMember(t, m); // the same member on a second device
    const bystander = await loginMember(t, other);
    expectOk(
      await t.call('/api/member/security/reset_password', {
        token: here,
        body: { old_password_enc: seal(m.password), new_password_enc: seal('newpass77') },
      }),
    );
    expectOk(await t.call('/api/member/info', { token: here }));
    expectFail(await t.call('/api/member/info', { token: phone }), ErrorCode.SessionExpired);
    expectOk(await t.call('/api/member/info', { token: bystander }));
    // A refused change (wrong old password) signs nobody out.
    const again = await loginMember(t, { ...m, password: 'newpass77' });
    expectFail(
      await t.call('/api/member/security/reset_password', {
        token: here,
        body: { old_password_enc: seal('wrong-old-1'), new_password_enc: seal('newpass88') },
      }),
      ErrorCode.PasswordWrong,
    );
    expectOk(await t.call('/api/member/info', { token: again }));
  });
});
