import { DEV_DATA_KEY_HEX } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_TOKEN, DEV_DRAW_SECRET_KEY_HEX, loadEnv } from '../../src/env';

describe('server environment parsing', () => {
  // Each secret of its own, so the refusals below are about the one left at its development value.
  const production = {
    NODE_ENV: 'production',
    ADMIN_TOKEN: 'a-real-operator-token-of-some-length',
    DATA_KEY: 'cd'.repeat(32),
    DRAW_SECRET_KEY: 'ab'.repeat(32),
    BEACON_LOCAL: '1',
  };

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
    expect(() => loadEnv({ ...production, CAPTCHA_FIXED_CODE: 'E2E234' })).toThrow(
      /CAPTCHA_FIXED_CODE .*refused in production/,
    );
  });

  it('refuses each public development secret in production, naming it', () => {
    expect(loadEnv(production).nodeEnv).toBe('production');
    const refused = [
      ['ADMIN_TOKEN', DEV_ADMIN_TOKEN],
      ['DATA_KEY', DEV_DATA_KEY_HEX],
      ['DRAW_SECRET_KEY', DEV_DRAW_SECRET_KEY_HEX],
    ] as const;
    for (const [name, devValue] of refused) {
      expect(() => loadEnv({ ...production, [name]: devValue })).toThrow(
        new RegExp(`${name} must be set in production`),
      );
      expect(() => loadEnv({ ...production, [name]: undefined })).toThrow(new RegExp(name));
    }
    // Outside production the development values stay the documented defaults.
    expect(loadEnv({ NODE_ENV: 'development', ADMIN_TOKEN: undefined }).adminToken).toBe(DEV_ADMIN_TOKEN);
  });

  it('seeds demo members by default except in production, where SEED_DEMO=1 asks for them', () => {
    expect(loadEnv({ NODE_ENV: 'development', SEED_DEMO: undefined }).seedDemo).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: undefined }).seedDemo).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses anything else', () => {
    expect(loadEnv({ TRUST_PROXY: undefined }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/33', '10.0.0', 'proxy.local', '1.2.3.4/8/1'])
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
