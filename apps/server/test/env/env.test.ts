import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';

describe('server environment parsing', () => {
  it('treats empty variables as unset (e2e and compose files pass DATABASE_URL= / REDIS_URL=)', () => {
    const env = loadEnv({
      DATABASE_URL: '',
      REDIS_URL: '  ',
      PORT: '',
      ENCRYPT_RESPONSES: '',
      SITE: '',
      RATE_LIMIT_MAX: '',
    });
    expect(env.databaseUrl).toBeUndefined();
    expect(env.redisUrl).toBeUndefined();
    expect(env.port).toBe(8080);
    expect(env.encryptResponses).toBe(true);
    expect(env.site).toBe('n7');
    expect(env.rateLimitMax).toBe(600);
  });

  it('still reads set values and refuses bad ones with the variable name', () => {
    const env = loadEnv({ PORT: '18080', DATABASE_URL: 'postgres://x@h/db', ENCRYPT_RESPONSES: '0' });
    expect(env).toMatchObject({ port: 18080, databaseUrl: 'postgres://x@h/db', encryptResponses: false });
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATA_KEY: 'abc' })).toThrow(/DATA_KEY/);
  });

  it('takes CAPTCHA_FIXED_CODE for browser tests and refuses it in production', () => {
    expect(loadEnv({ CAPTCHA_FIXED_CODE: 'E2E234' }).captchaFixedCode).toBe('E2E234');
    expect(loadEnv({}).captchaFixedCode).toBeUndefined();
    expect(() => loadEnv({ CAPTCHA_FIXED_CODE: 'abc' })).toThrow(/CAPTCHA_FIXED_CODE/);
    const production = {
      NODE_ENV: 'production',
      ADMIN_TOKEN: 'a-real-operator-token-of-some-length',
      DRAW_SECRET_KEY: 'ab'.repeat(32),
      BEACON_LOCAL: '1',
      CAPTCHA_FIXED_CODE: 'E2E234',
    };
    expect(() => loadEnv(production)).toThrow(/CAPTCHA_FIXED_CODE .*refused in production/);
  });
});
