import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import { failCode, okResult } from './operator-kit';

const TOKEN = 'a-real-operator-token-of-some-length';

describe('the shared ADMIN_TOKEN in production', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'qilin-operator-prod-'));
    t = await buildTestApp({
      NODE_ENV: 'production',
      ADMIN_TOKEN: TOKEN,
      DATA_KEY: 'cd'.repeat(32),
      DRAW_SECRET_KEY: 'ab'.repeat(32),
      BEACON_LOCAL: '1',
      DRAW_SCHEDULER: '0',
      DATA_DIR: dataDir,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const withToken = { 'x-admin-token': TOKEN };

  const devTokenOffered = async () =>
    (okResult(await t.call('/api/admin/auth/options')) as { dev_token: boolean }).dev_token;

  it('works until the first owner exists, then is refused for everything', async () => {
    expect(await devTokenOffered()).toBe(true);
    expect((await t.call('/api/admin/withdrawals', { headers: withToken })).status).toBe(200);
    okResult(
      await t.call('/api/admin/operators/bootstrap', {
        headers: withToken,
        body: { username: 'first_owner', password: 'a-long-owner-password' },
      }),
    );
    for (const [url, method] of [
      ['/api/admin/withdrawals', 'GET'],
      ['/api/admin/notices', 'POST'],
      ['/api/admin/operators', 'GET'],
    ] as const) {
      const res = await t.call(url, { method, headers: withToken, ...(method === 'POST' && { body: {} }) });
      expect([url, res.status, failCode(res)]).toEqual([url, 403, ErrorCode.BootstrapClosed]);
    }
    const second = await t.call('/api/admin/operators/bootstrap', {
      headers: withToken,
      body: { username: 'second_owner', password: 'a-long-owner-password' },
    });
    expect([second.status, failCode(second)]).toEqual([403, ErrorCode.BootstrapClosed]);
    // The console's sign-in page stops offering the development token.
    expect(await devTokenOffered()).toBe(false);
  });
});
