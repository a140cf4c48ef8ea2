import { randomUUID } from 'node:crypto';
import { WS_PATH } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/crypto';
import {
  type BuiltMember,
  buildMember,
  buildTestApp,
  loginMember,
  sealerFor,
  type TestApp,
  type TestDb,
  testDbKind,
} from '../helpers';
import { createTestDb } from '../helpers/test-db';
import { TestClient, waitUntil } from './realtime-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEARTBEAT_MS = 300;

/** A socket on `t` logged in with `token`, once the server has bound it to the member. */
async function socketOf(t: TestApp, member: BuiltMember, token: string): Promise<TestClient> {
  const client = await TestClient.connect(`${t.baseUrl.replace('http', 'ws')}${WS_PATH}`);
  await client.next('identify');
  // Echo heartbeats as the web client does, or the short test heartbeat would close the socket.
  client.ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; ts?: number };
    if (message.type === 'heartbeat') client.send(message);
  });
  const before = t.app.realtime.memberConnectionCount(member.id);
  client.send({ type: 'login', token });
  await waitUntil(() => t.app.realtime.memberConnectionCount(member.id) === before + 1);
  return client;
}

/** Publishes a private push and reports whether `client` got it within a short wait. */
async function receives(from: TestApp, member: BuiltMember, client: TestClient): Promise<boolean> {
  client.received.length = 0;
  await from.app.realtime.publish({ memberId: member.id }, { type: 'bonus', amountFen: 500 });
  try {
    await client.next('bonus', 600);
    return true;
  } catch {
    return false;
  }
}

// Issue 16: a socket logged in with a token kept the member's private pushes after the token was
// logged out or signed out by a password change. Two processes share the database and Redis; the
// heartbeat is short only for the test that revokes behind the service's back.
describe(`revoked sessions lose their sockets on every process (${testDbKind()})`, () => {
  let db: TestDb;
  let a: TestApp;
  let b: TestApp;
  /** A third process with a short heartbeat; A and B keep the default 30 s, so only notices explain their speed. */
  let c: TestApp;
  const clients: TestClient[] = [];
  const track = (c: TestClient) => {
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    db = await createTestDb();
    const redisChannel = `qilin:realtime:test:${randomUUID()}`;
    a = await buildTestApp({ REDIS_URL }, { db, realtime: { redisChannel } });
    b = await buildTestApp({ REDIS_URL }, { db, realtime: { redisChannel } });
    c = await buildTestApp({ REDIS_URL }, { db, realtime: { redisChannel, heartbeatMs: HEARTBEAT_MS } });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.close();
    await b?.close();
    await c?.close();
    await db?.close();
  });

  it('a logout on A unbinds the token’s sockets on A and on B at once', async () => {
    const m = await buildMember(db.db);
    const token = await loginMember(a, m);
    const onA = track(await socketOf(a, m, token));
    const onB = track(await socketOf(b, m, token));
    expect(await receives(a, m, onB)).toBe(true);

    expect((await a.call('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    await waitUntil(() => b.app.realtime.memberConnectionCount(m.id) === 0, 1000);
    expect(a.app.realtime.memberConnectionCount(m.id)).toBe(0);
    expect(await receives(a, m, onB)).toBe(false);
    expect(await receives(b, m, onA)).toBe(false);
    // The sockets stay open for public pushes; logging in again binds them again.
    expect(onB.ws.readyState).toBe(onB.ws.OPEN);
  });

  it('reset_password on A signs the other sessions’ sockets out, not the caller’s', async () => {
    const m = await buildMember(db.db);
    const keep = await loginMember(a, m, 'phone-1');
    const other = await loginMember(b, m, 'phone-2');
    const mine = track(await socketOf(a, m, keep));
    const theirs = track(await socketOf(b, m, other));
    const seal = await sealerFor(a);
    const res = await a.call('/api/member/security/reset_password', {
      token: keep,
      body: { old_password_enc: seal(m.password), new_password_enc: seal('newpass77') },
    });
    expect(res.status).toBe(200);
    await waitUntil(() => b.app.realtime.memberConnectionCount(m.id) === 0, 1000);
    expect(await receives(a, m, theirs)).toBe(false);
    expect(await receives(b, m, mine)).toBe(true);
  });

  it('the heartbeat re-checks the session: one ended behind the service’s back is unbound', async () => {
    const m = await buildMember(db.db);
    const token = await loginMember(a, m);
    const onC = track(await socketOf(c, m, token));
    // No service call, so no revocation notice: only the heartbeat's re-check can find it.
    await db.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', sha256Hex(token))
      .execute();
    await waitUntil(() => c.app.realtime.memberConnectionCount(m.id) === 0, HEARTBEAT_MS * 10);
    expect(await receives(a, m, onC)).toBe(false);
  });

  it('a refresh keeps the old token’s socket bound during its grace', async () => {
    const m = await buildMember(db.db);
    const token = await loginMember(a, m);
    const onC = track(await socketOf(c, m, token));
    const refreshed = await a.call('/api/auth/token', { token });
    expect(refreshed.status).toBe(200);
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 3));
    expect(c.app.realtime.memberConnectionCount(m.id)).toBe(1);
    expect(await receives(a, m, onC)).toBe(true);
  });
});
