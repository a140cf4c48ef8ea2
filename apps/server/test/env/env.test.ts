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
});
