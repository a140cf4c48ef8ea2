import { randomUUID } from 'node:crypto';
import { WS_PATH } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import { buildMember, createTestDb, type TestDb, testDbKind, testEnv } from '../helpers';
import { type ChildServer, spawnServer, stopServer } from '../realtime/child-server';
import { TestClient, waitUntil } from '../realtime/realtime-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PRESENCE = { refreshMs: 100, ttlMs: 1_500 };
/** The stated bound: a set expires ttlMs after its last renewal, and a reader caches for ≤ refreshMs. */
const CRASH_BOUND_MS = PRESENCE.ttlMs + PRESENCE.refreshMs;

type Room = { gid: string; id: string; online: number; list: { nickname: string }[] };

/** /sbin online_list with several server processes behind a balancer: every process gives one answer. */
describe(`online list across processes through Redis (${testDbKind()})`, () => {
  const redisChannel = `qilin:realtime:test:${randomUUID()}`;
  let db: TestDb;
  let a: { app: FastifyInstance; wsUrl: string };
  let b: { app: FastifyInstance; wsUrl: string };
  let crashing: ChildServer | undefined;
  const sockets: TestClient[] = [];

  async function start() {
    const env = testEnv({ REDIS_URL, ENCRYPT_RESPONSES: '0', RATE_LIMIT_MAX: '100000' });
    const app = await buildServer({
      env,
      db,
      closeDbWithApp: false,
      gamePlay: { autoStart: false, only: ['Tradition28'], chainLength: 200 },
      realtime: { redisChannel, presence: PRESENCE },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    return { app, wsUrl: `ws://127.0.0.1:${address.port}${WS_PATH}` };
  }

  beforeAll(async () => {
    db = await createTestDb();
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await stopServer(crashing, 'SIGKILL');
    await a?.app.close();
    await b?.app.close();
    await db?.close();
  });

  const call = async (app: FastifyInstance, url: string, payload: object, token?: string) =>
    (await app.inject({ method: 'POST', url, payload, headers: { ...(token && { token }) } })).json();

  /** A member who entered Tradition28 `room` (through B) and has a session token. */
  async function member(nickname: string, room: number) {
    const m = await buildMember(db.db, { nickname });
    const login = await call(a.app, '/api/auth/login', { username: m.username, password: m.password });
    const token = login.result.token as string;
    expect(
      await call(b.app, '/api/lottery/enter', { game_id: 'Tradition28', game_room_id: room }, token),
    ).toMatchObject({ success: true });
    return { id: m.id, token };
  }
  async function connect(wsUrl: string, token: string) {
    const socket = await TestClient.connect(wsUrl);
    sockets.push(socket);
    await socket.next('identify');
    socket.send({ type: 'login', token });
    return socket;
  }
  /** Room `room` as `app` answers it: online count and masked nicknames. */
  const roomOn = async (app: FastifyInstance, room: number) => {
    const body = await call(app, '/sbin', {
      jkid: 'online_list',
      jkparam: JSON.stringify({ gid: 'Tradition28', id: room }),
    });
    const [only] = body.result as Room[];
    return `${only?.online}:${only?.list
      .map((m) => m.nickname)
      .sort()
      .join(',')}`;
  };
  async function bothShow(room: number, expected: string, timeoutMs = 5_000): Promise<number> {
    const started = Date.now();
    for (;;) {
      const seen = [await roomOn(a.app, room), await roomOn(b.app, room)];
      if (seen.every((s) => s === expected)) return Date.now() - started;
      if (Date.now() - started > timeoutMs) expect(seen).toEqual([expected, expected]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("a member connected to A is online in B's answer; after the socket closes, offline in both", async () => {
    const alice = await member('爱丽丝', 1);
    const bob = await member('鲍勃', 1);
    const aliceOnA = await connect(a.wsUrl, alice.token);
    await waitUntil(() => a.app.realtime.memberConnectionCount(alice.id) === 1);
    expect(b.app.realtime.memberConnectionCount(alice.id)).toBe(0);
    await bothShow(1, '1:爱***丝');

    // Bob on B, and on A too (two devices): counted once, the same by whichever process answers.
    await connect(b.wsUrl, bob.token);
    await connect(a.wsUrl, bob.token);
    await bothShow(1, '2:爱***丝,鲍*');

    aliceOnA.close();
    await waitUntil(() => a.app.realtime.memberConnectionCount(alice.id) === 0);
    await bothShow(1, '1:鲍*');
  });

  it(`a crashed process's members drop out within ${CRASH_BOUND_MS} ms`, async () => {
    const carol = await member('卡罗尔', 2);
    // A realtime-only server process; its fake sessions map tok-<id> to member <id>.
    crashing = await spawnServer({
      REDIS_URL,
      REDIS_CHANNEL: redisChannel,
      PRESENCE_REFRESH_MS: String(PRESENCE.refreshMs),
      PRESENCE_TTL_MS: String(PRESENCE.ttlMs),
    });
    await connect(crashing.running.wsUrl, `tok-${carol.id}`);
    await bothShow(2, '1:卡***尔');

    const killedAt = Date.now();
    await stopServer(crashing, 'SIGKILL'); // no close hook runs: its set stays in Redis until it expires
    expect(await roomOn(b.app, 2)).toBe('1:卡***尔');
    await bothShow(2, '0:', 10_000);
    // Generous margin for a loaded machine; without the expiry she would stay online for ever.
    expect(Date.now() - killedAt).toBeLessThan(CRASH_BOUND_MS + 1_500);
  });
});
