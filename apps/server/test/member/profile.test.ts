import { DEFAULT_AVATARS, ErrorCode, memberSchema, ProfileMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp, testDbKind } from '../helpers';

describe(`member profile: nickname, default avatars, avatar (${testDbKind()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginMember(t, await buildMember(t.db.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const info = async () => asRecord(asRecord((await t.call('/api/member/info', { token })).body).result);

  it('saves a trimmed nickname of 8 汉字 (16 by the character count) and answers the member', async () => {
    const res = await t.call('/api/member/nickname/edit', {
      token,
      body: { nickname: '  麒麟麒麟麒麟麒麟 ' },
    });
    expect(res.status).toBe(200);
    const member = memberSchema.parse(asRecord(res.body).result);
    expect(member).toMatchObject({ nickname: '麒麟麒麟麒麟麒麟', nick_name: '麒麟麒麟麒麟麒麟' });
    expect(await info()).toMatchObject({ nickname: '麒麟麒麟麒麟麒麟' });
  });

  it.each([
    ['麒麟麒麟麒麟麒麟a', ProfileMessages.nicknameTooLong],
    ['   ', ProfileMessages.nicknameEmpty],
    ['a<b', ProfileMessages.nicknameBadChars],
  ])('refuses %j with a 400 naming the rule and keeps the old name', async (nickname, message) => {
    const res = await t.call('/api/member/nickname/edit', { token, body: { nickname } });
    expect(res.status).toBe(400);
    const body = asRecord(res.body);
    expect(body).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
    expect(body.error_message).toBe(message);
    expect(await info()).toMatchObject({ nickname: '麒麟麒麟麒麟麒麟' });
  });

  it('refuses a body without a nickname or with a non-string as bad input, never a 500', async () => {
    for (const body of [{}, { nickname: 12 }, { nickname: 'x'.repeat(65) }]) {
      const res = await t.call('/api/member/nickname/edit', { token, body });
      expect(res.status).toBe(400);
      expect(asRecord(res.body).success).toBe(false);
    }
  });

  it('lists the default avatars and saves one of them', async () => {
    const list = await t.call('/api/member/default_avatars', { token });
    expect(list.status).toBe(200);
    expect(asRecord(asRecord(list.body).result).list).toEqual(DEFAULT_AVATARS);
    const chosen = DEFAULT_AVATARS[4];
    const res = await t.call('/api/member/avatar/edit', { token, body: { avatar: chosen } });
    expect(res.status).toBe(200);
    expect(asRecord(asRecord(res.body).result).avatar).toBe(chosen);
    expect(await info()).toMatchObject({ avatar: chosen });
  });

  it('refuses an avatar that is not in the list', async () => {
    const res = await t.call('/api/member/avatar/edit', {
      token,
      body: { avatar: 'https://evil.example/x.png' },
    });
    expect(res.status).toBe(400);
    expect(asRecord(res.body).error_message).toBe(ProfileMessages.avatarUnknown);
    expect(await info()).toMatchObject({ avatar: DEFAULT_AVATARS[4] });
  });

  it('answers a guest with the session-expired code', async () => {
    const res = await t.call('/api/member/nickname/edit', { body: { nickname: 'abc' } });
    expect(asRecord(res.body)).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
    const list = await t.call('/api/member/default_avatars');
    expect(asRecord(list.body)).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
  });
});
