import { randomUUID } from 'node:crypto';
import { type ServerMessage, WS_PATH } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import { getMemberBalances } from '../../src/modules/ledger';
import { fund } from '../bet/bet-kit';
import { FakeClock } from '../draw/fake-clock';
import {
  type BuiltMember,
  buildMember,
  createTestDb,
  DEPOSITOR,
  type TestDb,
  testDbKind,
  testEnv,
} from '../helpers';
import { TestClient, waitUntil } from './realtime-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { 'x-admin-token': 'qilin-dev-admin-token' };
const odds = (playId: string) =>
  findGameFamily('Tradition28')?.playGroups.credit[0]?.entries.find((e) => e.playId === playId)?.odds;

type Reply = { status: number; body: { result?: unknown } & Record<string, unknown> };

// The business raises domain events on process A; the member's socket is on process B (same database,
// same Redis channel). What arrives must be exactly the message the client has always read.
describe(`domain events reach a member's socket on another process (${testDbKind()})`, () => {
  const clock = new FakeClock('2026-03-01T10:00:05+08:00');
  let db: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clients: TestClient[] = [];

  const start = async (redisChannel: string) => {
    const app = await buildServer({
      env: testEnv({ ENCRYPT_RESPONSES: '0', RATE_LIMIT_MAX: '100000', REDIS_URL }),
      db,
      closeDbWithApp: false,
      now: clock.now,
      gamePlay: { autoStart: false, only: ['Tradition28'], chainLength: 200 },
      realtime: { redisChannel },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };
  const call = async (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> => {
    const res = await app.inject({
      method,
      url,
      ...(body !== undefined && { payload: body as object }),
      headers: { 'device-id': 'event-test-device', ...headers },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const result = (r: Reply) => r.body.result as Record<string, unknown>;
  const login = async (m: BuiltMember) =>
    result(await call(a, 'POST', '/api/auth/login', { username: m.username, password: m.password }))
      .token as string;
  /** A socket on B logged in as the member, once B has bound it. */
  const socketOnB = async (m: BuiltMember, token: string) => {
    const address = b.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const client = await TestClient.connect(`ws://127.0.0.1:${address.port}${WS_PATH}`);
    clients.push(client);
    await client.next('identify');
    client.send({ type: 'login', token });
    await waitUntil(() => b.realtime.memberConnectionCount(m.id) === 1);
    return client;
  };
  /** The member's messages of these types, once `last` arrived. */
  const until = async (client: TestClient, last: ServerMessage['type'], types: ServerMessage['type'][]) => {
    await waitUntil(() => client.received.some((m) => m.type === last));
    return client.received.filter((m) => types.includes(m.type));
  };

  beforeAll(async () => {
    db = await createTestDb();
    const channel = `qilin:realtime:test:${randomUUID()}`;
    a = await start(channel);
    b = await start(channel);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.close();
    await b?.close();
    await db?.close();
  });

  it('a deposit confirmed, and one rejected, on A', async () => {
    const m = await buildMember(db.db, DEPOSITOR);
    const token = await login(m);
    const socket = await socketOnB(m, token);
    const order = async () =>
      result(await call(a, 'POST', '/api/fund/recharge_deposit', { channelId: 1, amount: '100' }, { token }))
        .id as number;
    const credited = await order();
    expect((await call(a, 'POST', `/api/admin/deposits/${credited}/confirm`, undefined, ADMIN)).status).toBe(
      200,
    );
    expect(await socket.next('ex_out_all')).toEqual({ type: 'ex_out_all', content: '您的充值已到账' });

    const refused = await order();
    const reject = await call(
      a,
      'POST',
      `/api/admin/deposits/${refused}/reject`,
      { reason: '未收到款项' },
      ADMIN,
    );
    expect(reject.status).toBe(200);
    expect(await socket.next('ex_out_all')).toEqual({
      type: 'ex_out_all',
      content: '充值订单已被拒绝：未收到款项',
    });
    // Confirming the rejected order is refused inside its transaction: nothing is said.
    expect((await call(a, 'POST', `/api/admin/deposits/${refused}/confirm`, undefined, ADMIN)).status).toBe(
      409,
    );
    await call(a, 'POST', '/api/admin/notices', { title: '标记', content: '之后' }, ADMIN);
    await socket.next('notice');
    expect(socket.received.filter((m) => m.type === 'ex_out_all')).toEqual([]);
  });

  it('a notice published on A', async () => {
    const m = await buildMember(db.db, DEPOSITOR);
    const socket = await socketOnB(m, await login(m));
    const published = await call(
      a,
      'POST',
      '/api/admin/notices',
      { title: '维护通知', content: '今晚维护' },
      ADMIN,
    );
    expect(published.status).toBe(200);
    expect(await socket.next('notice')).toEqual({
      type: 'notice',
      id: result(published).id,
      title: '维护通知',
      content: '今晚维护',
    });
  });

  it('an issue settled on A: the bonus, then the balance refresh', async () => {
    const m = await buildMember(db.db, DEPOSITOR);
    await fund(db.db, m.id, 10_000);
    const token = await login(m);
    await a.gamePlay.scheduler.tick();
    // Big and small both: one of them wins whatever the draw.
    const content = JSON.stringify([
      { playId: 'big', amountFen: 500, odds: odds('big') },
      { playId: 'small', amountFen: 500, odds: odds('small') },
    ]);
    const bet = await call(
      a,
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', game_room_id: 1, content },
      { token },
    );
    expect(bet.status).toBe(200);
    const socket = await socketOnB(m, token);
    clock.set(new Date('2026-03-01T10:05:01+08:00'));
    await a.gamePlay.scheduler.tick();
    const pushes = await until(socket, 'ex_out_all', ['bonus', 'ex_out_all']);
    const payout = (await getMemberBalances(db.db, m.id)).balanceFen - (10_000 - 1_000);
    expect(payout).toBeGreaterThan(0);
    expect(pushes).toEqual([
      { type: 'bonus', amountFen: payout, gameId: 'Tradition28', issue: '20260301-121' },
      { type: 'ex_out_all' },
    ]);
  });
});
