import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppOptions, buildServer } from '../../src/app';
import { loadEnv, type RawEnv } from '../../src/env';
import { decryptText } from '../../src/lib/crypto';
import { createTestDb, type TestDb } from './test-db';

export type EnvOverrides = Partial<Record<keyof RawEnv, string | undefined>>;

export type CallOptions = {
  method?: string;
  /** Objects are sent as JSON; strings are sent as-is (malformed JSON tests). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};

export type CallResult = {
  status: number;
  headers: Headers;
  /** Parsed JSON body, decrypted first when the server marked it `x-enc: 1`. */
  body: unknown;
  /** The body text as it crossed the wire. */
  raw: string;
  encrypted: boolean;
};

export type TestApp = {
  app: FastifyInstance;
  db: TestDb;
  baseUrl: string;
  env: ReturnType<typeof loadEnv>;
  /** Every picture-captcha code generated so far, by captcha id. */
  captchaCodes: Map<string, string>;
  call(path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
};

/**
 * The env of an app under test: logging silent, no Redis, the test database handed in, no client build,
 * responses encrypted (as in production); `overrides` win.
 */
export function testEnv(overrides: EnvOverrides = {}) {
  return loadEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REDIS_URL: undefined,
    DATABASE_URL: undefined,
    LINES: undefined,
    CAPTCHA: '0',
    DEFENSE: '0',
    // Generous by default so tests posting many logins are not throttled; rate-limit tests lower it.
    LOGIN_LIMIT_MAX: '1000',
    ENCRYPT_RESPONSES: '1',
    WEB_DIST: '/nonexistent-qilin-web-dist',
    ADMIN_DIST: '/nonexistent-qilin-admin-dist',
    ...overrides,
  });
}

/**
 * The real app on a fresh migrated database, listening on 127.0.0.1:<random port> so tests speak
 * real HTTP through fetch. Defaults: logging silent, no Redis, responses encrypted (as in production).
 */
export async function buildTestApp(
  overrides: EnvOverrides = {},
  shared?: { db?: TestDb; logStream?: DestinationStream; realtime?: AppOptions['realtime'] },
): Promise<TestApp> {
  const env = testEnv(overrides);
  const db = shared?.db ?? (await createTestDb());
  const captchaCodes = new Map<string, string>();
  const app = await buildServer({
    env,
    db,
    closeDbWithApp: false,
    onCaptchaCode: (id, code) => captchaCodes.set(id, code),
    logStream: shared?.logStream,
    ...(shared?.realtime && { realtime: shared.realtime }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test app did not bind a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  async function call(path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.token = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body !== undefined ? 'POST' : 'GET'),
      headers,
      body,
    });
    const raw = await res.text();
    const encrypted = res.headers.get('x-enc') === '1';
    const text = encrypted ? decryptText(env.dataKey, raw) : raw;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // non-JSON answers (HTML fallback) stay as text
    }
    return { status: res.status, headers: res.headers, body: parsed, raw, encrypted };
  }

  return {
    app,
    db,
    baseUrl,
    env,
    captchaCodes,
    call,
    async close() {
      await app.close();
      if (!shared?.db) await db.close();
    },
  };
}
