import { ErrorCode } from '@qilin/contract';
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

describe(`picture captcha with CAPTCHA=1 (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function newCaptcha() {
    const res = await t.call('/api/auth/img_code?type=phone_code&username=abc');
    expect(res.status).toBe(200);
    const result = asRecord(asRecord(res.body).result);
    const id = String(result.id);
    const code = t.captchaCodes.get(id);
    if (!code) throw new Error('captcha code not observed');
    return { id, code, img: String(result.img) };
  }

  it('answers an SVG image and an id, never the code itself', async () => {
    const c = await newCaptcha();
    expect(c.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(c.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(c.img.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    // Drawn as distorted glyph strokes: no text element, no font, and no character of the code to read.
    expect(svg).not.toMatch(/<text|font/i);
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    expect(svg).not.toContain(c.code);
    const attributes = svg.match(/"[^"]*"/g)?.join('') ?? '';
    expect(attributes).not.toMatch(/[A-Z]{2}/);
    const stored = await t.db.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(c.code);
    expect(JSON.stringify(stored)).not.toContain(c.code);
  });

  it('draws every character of its alphabet and never the same picture twice', async () => {
    const { GLYPHS } = await import('../../src/modules/auth/captcha-font.data');
    const { renderCaptchaSvg } = await import('../../src/modules/auth/captcha-image.renderer');
    for (const ch of 'ABCDEFGHJKMNPQRSTUVWXYZ23456789') expect(GLYPHS[ch], ch).toBeDefined();
    expect(renderCaptchaSvg('ABC234')).not.toBe(renderCaptchaSvg('ABC234'));
  });

  it('refuses a used captcha and one guessed wrong five times', async () => {
    const m = await buildMember(t.db.db);
    const creds = { username: m.username, password: m.password };
    const c = await newCaptcha();
    for (let i = 0; i < 5; i += 1) {
      const bad = await t.call('/api/auth/login', { body: { ...creds, code_id: c.id, code: `ZZZZZ${i}` } });
      expect(asRecord(bad.body).error_code).toBe(ErrorCode.CaptchaInvalid);
    }
    const late = await t.call('/api/auth/login', { body: { ...creds, code_id: c.id, code: c.code } });
    expect(asRecord(late.body).error_code).toBe(ErrorCode.CaptchaInvalid);
    const used = await newCaptcha();
    expect(
      (await t.call('/api/auth/login', { body: { ...creds, code_id: used.id, code: used.code } })).status,
    ).toBe(200);
    const again = await t.call('/api/auth/login', { body: { ...creds, code_id: used.id, code: used.code } });
    expect(asRecord(again.body).error_code).toBe(ErrorCode.CaptchaInvalid);
  });

  it('requires a correct code for login and register; each captcha works once', async () => {
    const m = await buildMember(t.db.db);
    const creds = { username: m.username, password: m.password };
    const none = await t.call('/api/auth/login', { body: creds });
    expect(none.status).toBe(400);
    expect(asRecord(none.body).error_code).toBe(ErrorCode.CaptchaInvalid);

    const wrong = await newCaptcha();
    const bad = await t.call('/api/auth/login', { body: { ...creds, code_id: wrong.id, code: 'ZZZZZZ' } });
    expect(asRecord(bad.body).error_code).toBe(ErrorCode.CaptchaInvalid);
    // The right code after a wrong guess no longer works: the captcha was consumed.
    const retry = await t.call('/api/auth/login', {
      body: { ...creds, code_id: wrong.id, code: wrong.code },
    });
    expect(asRecord(retry.body).error_code).toBe(ErrorCode.CaptchaInvalid);

    const good = await newCaptcha();
    const ok = await t.call('/api/auth/login', {
      body: { ...creds, code_id: good.id, code: good.code.toLowerCase() },
    });
    expect(ok.status).toBe(200);
    const reused = await t.call('/api/auth/login', { body: { ...creds, code_id: good.id, code: good.code } });
    expect(asRecord(reused.body).error_code).toBe(ErrorCode.CaptchaInvalid);

    const reg = await newCaptcha();
    const registered = await t.call('/api/auth/register', {
      body: { adult: true, username: 'capuser01', password: 'pass1234', code_id: reg.id, code: reg.code },
    });
    expect(registered.status).toBe(200);
  });

  // The forgot-password screen shows the captcha with the flag on: its SMS step checks the answer.
  it('forgot password: refuses a missing, wrong or reused captcha and sends nothing; a right one sends', async () => {
    const phone = '13911112222';
    await buildMember(t.db.db, { phone });
    const send = (extra: Record<string, string>) =>
      t.call('/api/auth/phone_code/forget_password', { body: { phone, ...extra } });
    const sent = async () =>
      (await t.db.db.selectFrom('phone_codes').select('id').where('phone', '=', phone).execute()).length;

    const none = await send({});
    expect(asRecord(none.body).error_code).toBe(ErrorCode.CaptchaInvalid);
    const wrong = await newCaptcha();
    const bad = await send({ code_id: wrong.id, code: wrong.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ' });
    expect(asRecord(bad.body).error_code).toBe(ErrorCode.CaptchaInvalid);
    expect(asRecord((await send({ code_id: wrong.id, code: wrong.code })).body).error_code).toBe(
      ErrorCode.CaptchaInvalid,
    );
    expect(await sent()).toBe(0);

    const good = await newCaptcha();
    const right = await send({ code_id: good.id, code: good.code });
    expect(right.status).toBe(200);
    expect(await sent()).toBe(1);
  });

  it('refuses an expired captcha', async () => {
    const c = await newCaptcha();
    await t.db.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', c.id)
      .execute();
    const res = await t.call('/api/auth/register', {
      body: { adult: true, username: 'capuser02', password: 'pass1234', code_id: c.id, code: c.code },
    });
    expect(asRecord(res.body).error_code).toBe(ErrorCode.CaptchaInvalid);
  });

  it('reports the captcha flag in site flags', async () => {
    const flags = asRecord(asRecord((await t.call('/api/site/flags')).body).result);
    expect(flags).toMatchObject({ captcha: '1', registrable: '1' });
  });
});

describe(`the SMS step checks its picture captcha even with CAPTCHA=0 (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  // The bind-phone and real-name screens always show the captcha popup before a code is sent.
  for (const type of ['bind_phone', 'bind_real_name'] as const) {
    it(`${type}: refuses a missing, wrong or reused captcha and sends nothing; a right one sends`, async () => {
      const m = await buildMember(t.db.db);
      const token = await loginMember(t, m);
      const phone = `139${String(m.id).padStart(8, '0')}`.slice(0, 11);
      const send = (extra: Record<string, string>) =>
        t.call('/api/auth/phone_code', { token, body: { phone, type, ...extra } });
      const sent = async () =>
        (await t.db.db.selectFrom('phone_codes').select('id').where('phone', '=', phone).execute()).length;

      const none = await send({});
      expect(none.status).toBe(400);
      expect(asRecord(none.body).error_code).toBe(ErrorCode.CaptchaInvalid);
      const wrong = await solvedCaptcha(t);
      const bad = await send({ code_id: wrong.code_id, code: wrong.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ' });
      expect(asRecord(bad.body).error_code).toBe(ErrorCode.CaptchaInvalid);
      // consumed by the wrong guess: its right answer no longer works
      expect(asRecord((await send(wrong)).body).error_code).toBe(ErrorCode.CaptchaInvalid);
      expect(await sent()).toBe(0);

      const right = await send(await solvedCaptcha(t));
      expect(right.status).toBe(200);
      expect(await sent()).toBe(1);
    });
  }

  it('leaves login and register without a captcha while the flag is off (none is shown)', async () => {
    const m = await buildMember(t.db.db);
    const login = await t.call('/api/auth/login', { body: { username: m.username, password: m.password } });
    expect(login.status).toBe(200);
  });
});

describe(`picture captcha with CAPTCHA_FIXED_CODE (browser tests; ${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA: '1', CAPTCHA_FIXED_CODE: 'E2E234' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every captcha the fixed code', async () => {
    const res = await t.call('/api/auth/img_code?type=phone_code&username=abc');
    const id = String(asRecord(asRecord(res.body).result).id);
    expect(t.captchaCodes.get(id)).toBe('E2E234');
  });
});
