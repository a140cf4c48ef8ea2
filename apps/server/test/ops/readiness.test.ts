import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/db';
import { buildTestApp, createTestDb, type TestApp, type TestDb, testDbKind } from '../helpers';

type ReadyBody = {
  success: boolean;
  error_message?: string;
  result: { status: string; checks: Record<string, string> };
};

const ready = async (t: TestApp) => {
  const res = await fetch(`${t.baseUrl}/api/ready`);
  return { status: res.status, encrypted: res.headers.get('x-enc'), body: (await res.json()) as ReadyBody };
};

describe(`GET /api/ready (${testDbKind()})`, () => {
  let db: TestDb;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDb();
    t = await buildTestApp({}, { db });
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
  });

  it('answers 200 in plain JSON when the database answers and every migration is applied', async () => {
    const r = await ready(t);
    expect(r.status).toBe(200);
    expect(r.encrypted).toBeNull();
    expect(r.body).toEqual({
      success: true,
      result: {
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
      },
    });
  });

  it('answers 503 naming a migration file that is not applied, and one unknown to this build', async () => {
    const last = readMigrations().at(-1)?.name ?? '';
    await sql`delete from schema_migrations where name = ${last}`.execute(db.db);
    await sql`insert into schema_migrations (name) values ('9999_from_a_newer_build.sql')`.execute(db.db);
    try {
      const r = await ready(t);
      expect(r.status).toBe(503);
      expect(r.body.success).toBe(false);
      expect(r.body.result.checks.database).toBe('ok');
      expect(r.body.result.checks.migrations).toBe(
        `not applied: ${last}; applied but unknown to this build: 9999_from_a_newer_build.sql`,
      );
      expect(r.body.error_message).toContain(`not ready: migrations: not applied: ${last}`);
    } finally {
      await sql`delete from schema_migrations where name = '9999_from_a_newer_build.sql'`.execute(db.db);
      await sql`insert into schema_migrations (name) values (${last})`.execute(db.db);
    }
    expect((await ready(t)).status).toBe(200);
  });

  it('is not limited by the API rate limit (probes poll it)', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '2' }, { db });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await ready(limited)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});

/** A TCP relay to the real Redis that the test can cut, as a Redis crash would look to the server. */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => listen(port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)(`GET /api/ready with Redis (${testDbKind()})`, () => {
  it('answers 503 naming Redis while it is unreachable, 200 again once it is back', async () => {
    const relay = await redisRelay(new URL(REDIS_URL ?? ''));
    const t = await buildTestApp(
      { REDIS_URL: relay.url },
      { realtime: { redisChannel: `qilin-ready-${process.pid}-${Date.now()}` } },
    );
    try {
      const up = await ready(t);
      expect(up.status).toBe(200);
      expect(up.body.result.checks.redis).toBe('ok');
      await relay.cut();
      const down = await ready(t);
      expect(down.status).toBe(503);
      expect(down.body.result.checks.database).toBe('ok');
      expect(down.body.result.checks.redis).not.toBe('ok');
      expect(down.body.error_message).toMatch(/not ready: redis: /);
      await relay.restore();
      let back = down;
      for (let i = 0; i < 50 && back.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        back = await ready(t);
      }
      expect(back.status).toBe(200);
    } finally {
      await t.close();
      await relay.close();
    }
  });
});
