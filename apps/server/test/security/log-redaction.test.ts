import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildTestApp, sealerFor, type TestApp, testDbKind } from '../helpers';
import { expectOk, freshPhone, sendCode } from '../withdraw/withdraw-kit';

/** Every line the app's logger writes, kept in memory. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

describe(`passwords never reach the log (${testDbKind()})`, () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: log.stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  const PASSWORD = 'zq7Secret88';
  const FUND = '975310';

  it('logs register, login and the security centre calls without a password, plain or sealed', async () => {
    const username = `logr${process.pid % 100_000}`;
    expectOk(await t.call('/api/auth/register', { body: { adult: true, username, password: PASSWORD } }));
    const login = expectOk(await t.call('/api/auth/login', { body: { username, password: PASSWORD } }));
    const token = asRecord(login.result).token as string;
    const seal = await sealerFor(t);
    const phone = freshPhone();
    const code = await sendCode(t, token, phone, 'bind_phone');
    // A plain password is refused (and still not logged), then the sealed one binds.
    const plain = await t.call('/api/member/security/bind_phone', {
      token,
      body: { phone, code, password: PASSWORD },
    });
    expect(plain.status).toBe(400);
    const sealedPassword = seal(PASSWORD);
    const sealedFund = seal(FUND);
    expectOk(
      await t.call('/api/member/security/bind_phone', {
        token,
        body: { phone, code, password_enc: sealedPassword },
      }),
    );
    expectOk(
      await t.call('/api/member/security/bind_secpwd', {
        token,
        body: { secpwd_enc: sealedFund, password_enc: seal(PASSWORD) },
      }),
    );
    const wrong = await t.call('/api/auth/login', { body: { username, password: `${PASSWORD}x` } });
    expect(wrong.status).toBeGreaterThanOrEqual(400);

    // The capture works: these requests were logged.
    expect(log.lines.filter((l) => l.includes('/api/member/security/bind_phone')).length).toBeGreaterThan(0);
    const text = log.text();
    for (const secret of [PASSWORD, FUND, sealedPassword, sealedFund]) expect(text).not.toContain(secret);
  });

  it('redacts secret fields whatever logs them, up to two objects deep', async () => {
    const seal = await sealerFor(t);
    const sealed = seal(PASSWORD);
    const before = log.lines.length;
    t.app.log.error(
      {
        password: PASSWORD,
        body: { secpwd: FUND, password_enc: sealed, phone: '13900000000' },
        job: { params: { old_password: PASSWORD, new_password_enc: sealed } },
        members: [{ password_hash: '$argon2id$v=19$secret' }],
      },
      'probe',
    );
    const line = log.lines.slice(before).find((l) => l.includes('"probe"')) ?? '';
    const logged = JSON.parse(line) as Record<string, unknown>;
    expect(logged).toMatchObject({
      password: '[Redacted]',
      body: { secpwd: '[Redacted]', password_enc: '[Redacted]', phone: '13900000000' },
      job: { params: { old_password: '[Redacted]', new_password_enc: '[Redacted]' } },
      members: [{ password_hash: '[Redacted]' }],
    });
    for (const secret of [PASSWORD, FUND, sealed, 'argon2id']) expect(line).not.toContain(secret);
  });
});
