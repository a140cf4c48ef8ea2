import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, loginMember, type TestApp, type TestDb, testDbKind } from '../helpers';
import { createTestDb } from '../helpers/test-db';

const REDIS_URL = process.env.REDIS_URL;

// Two server processes on one database, each caching sessions: a logout on one must be refused by the
// other at once (Redis notice), not after its cache TTL (set long here so only the notice can explain it).
describe.skipIf(testDbKind() !== 'pg' || !REDIS_URL)('session revocation across processes (Redis)', () => {
  let db: TestDb;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDb();
    const env = { REDIS_URL, SESSION_CACHE_MS: '60000' };
    a = await buildTestApp(env, { db });
    b = await buildTestApp(env, { db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
  });

  async function refusedOnB(token: string): Promise<boolean> {
    for (let i = 0; i < 50; i += 1) {
      if ((await b.call('/api/member/info', { token })).status === 401) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  it('a logout on A is refused on B although B had the session cached', async () => {
    const m = await buildMember(db.db);
    const token = await loginMember(a, m);
    expect((await b.call('/api/member/info', { token })).status).toBe(200); // B caches it
    expect((await a.call('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect(await refusedOnB(token)).toBe(true);
  });

  it("revoking a member's other sessions on A reaches B's cache too", async () => {
    const m = await buildMember(db.db);
    const here = await loginMember(a, m);
    const elsewhere = await loginMember(b, m);
    expect((await b.call('/api/member/info', { token: elsewhere })).status).toBe(200);
    await a.app.sessions.revokeAll(db.db, m.id);
    expect(await refusedOnB(elsewhere)).toBe(true);
    expect((await a.call('/api/member/info', { token: here })).status).toBe(401);
  });

  it('a freeze on A answers 20045 on B at once, and an unfreeze lets the member back in on B', async () => {
    const m = await buildMember(db.db);
    const token = await loginMember(b, m);
    expect((await b.call('/api/member/info', { token })).status).toBe(200); // B caches it
    await a.app.sessions.freeze(m.id, 'test');
    let status = 0;
    for (let i = 0; i < 50 && status !== 403; i += 1) {
      status = (await b.call('/api/member/info', { token })).status;
      if (status !== 403) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(403);
    await a.app.sessions.unfreeze(m.id);
    for (let i = 0; i < 50 && status !== 200; i += 1) {
      status = (await b.call('/api/member/info', { token })).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  });
});
