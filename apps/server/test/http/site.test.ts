import { lineConfigSchema, parseLineList } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed';
import { asRecord, buildTestApp, type TestApp, testDbKind } from '../helpers';

describe(`config, health, flags and demo seed (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the server’s own origin as the only line by default', async () => {
    const config = lineConfigSchema.parse((await t.call('/config')).body);
    expect(parseLineList(config.api)).toEqual([t.baseUrl]);
    expect(config.origin).toBe(t.baseUrl);
    expect(config.android.status).toBe(1);
  });

  it('lists LINES from the environment and reports maintenance status', async () => {
    const other = await buildTestApp(
      { LINES: 'http://a.example:8080, http://b.example/', APP_STATUS: '0', MAINTENANCE_START: '02:00' },
      { db: t.db },
    );
    try {
      const config = lineConfigSchema.parse((await other.call('/config')).body);
      expect(parseLineList(config.api)).toEqual(['http://a.example:8080', 'http://b.example']);
      expect(config.android).toMatchObject({ status: 0, startTime: '02:00' });
    } finally {
      await other.close();
    }
  });

  it('answers health and site flags', async () => {
    expect(asRecord((await t.call('/api/health')).body)).toMatchObject({
      success: true,
      result: { status: 'ok' },
    });
    expect(asRecord((await t.call('/api/site/flags')).body).result).toMatchObject({
      registrable: '1',
      captcha: '0',
      site: 'n7',
    });
  });

  it('seeds the demo members once; they can log in', async () => {
    expect(await seedDemoData(t.db.db)).toEqual([
      '0001_demo_members',
      '0002_demo_notice',
      '0003_demo_customer_service',
      '0004_demo_questions',
    ]);
    expect(await seedDemoData(t.db.db)).toEqual([]);
    const res = await t.call('/api/auth/login', { body: { username: 'demo02', password: 'demo123456' } });
    expect(res.status).toBe(200);
  });
});
