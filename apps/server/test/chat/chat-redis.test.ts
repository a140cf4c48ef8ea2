import { randomUUID } from 'node:crypto';
import { type ChatMessage, chatMessageSchema, WS_PATH } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import { buildMember, createTestDb, type TestDb, testDbKind, testEnv } from '../helpers';
import { TestClient } from '../realtime/realtime-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GAME = 'Tradition28';
const ROOM = `${GAME}:1`;

/**
 * Chat with two server processes sharing one database and one Redis: a message posted through either
 * reaches the room's sockets on both, in id order, and a member who reconnects resumes from the last id
 * seen with nothing lost and nothing twice (after de-duplication by id, as the client does).
 */
describe(`chat across processes through Redis (${testDbKind()})`, () => {
  const redisChannel = `qilin:realtime:test:${randomUUID()}`;
  let db: TestDb;
  let a: { app: FastifyInstance; wsUrl: string };
  let b: { app: FastifyInstance; wsUrl: string };
  const sockets: TestClient[] = [];

  async function start() {
    const env = testEnv({ REDIS_URL, ENCRYPT_RESPONSES: '0', RATE_LIMIT_MAX: '100000' });
    const app = await buildServer({
      env,
      db,
      closeDbWithApp: false,
      gamePlay: { autoStart: false, only: [GAME], chainLength: 200 },
      realtime: { redisChannel, presence: { refreshMs: 100, ttlMs: 1_500 } },
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
    await a?.app.close();
    await b?.app.close();
    await db?.close();
  });

  const call = async (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    token: string,
    payload?: object,
  ) => (await app.inject({ method, url, ...(payload && { payload }), headers: { token } })).json();

  async function member(nickname: string) {
    const m = await buildMember(db.db, { nickname });
    const login = await call(a.app, 'POST', '/api/auth/login', '', {
      username: m.username,
      password: m.password,
    });
    return { id: m.id, token: login.result.token as string };
  }
  async function join(wsUrl: string, token: string) {
    const socket = await TestClient.connect(wsUrl);
    sockets.push(socket);
    await socket.next('identify');
    socket.send({ type: 'login', token });
    await socket.next('loggedIn');
    socket.send({ type: 'chatJoin', rooms: [ROOM] });
    expect(await socket.next('chatJoined')).toEqual({ type: 'chatJoined', rooms: [ROOM] });
    return socket;
  }
  /** Posts through `app`, spacing members' sends so the rate limit (5 per 10 s) is not what is tested. */
  const post = async (app: FastifyInstance, token: string, content: string) => {
    const body = await call(app, 'POST', '/api/chat/send', token, {
      game_id: GAME,
      room_id: 1,
      type: 'text',
      content,
    });
    expect(body).toMatchObject({ success: true });
    return body.result as ChatMessage;
  };
  const chatOf = (socket: TestClient) => async () => {
    const m = await socket.next('chat', 5_000);
    if (m.type !== 'chat') throw new Error('unreachable');
    return chatMessageSchema.parse(m.message);
  };

  it('delivers a message posted through either process to the room on both, in id order', async () => {
    const senders = await Promise.all(['甲', '乙', '丙', '丁'].map((n) => member(n)));
    const reader = await member('读者');
    const onA = await join(a.wsUrl, reader.token);
    const onB = await join(b.wsUrl, reader.token);
    const posted: ChatMessage[] = [];
    // Four senders, alternating processes, one after another: 8 messages.
    for (let i = 0; i < 8; i++) {
      const sender = senders[i % 4];
      if (!sender) throw new Error('unreachable');
      posted.push(await post(i % 2 === 0 ? a.app : b.app, sender.token, `消息${i}`));
    }
    for (const socket of [onA, onB]) {
      const next = chatOf(socket);
      const got: ChatMessage[] = [];
      for (let i = 0; i < posted.length; i++) got.push(await next());
      expect(got).toEqual(posted);
    }
    expect(posted.map((m) => m.id)).toEqual([...posted.map((m) => m.id)].sort((x, y) => x - y));
  });

  it('resumes after a reconnect from the last seen id: nothing lost, nothing twice', async () => {
    const writers = await Promise.all(['戊', '己', '庚', '辛', '壬', '癸'].map((n) => member(n)));
    const reader = await member('重连者');
    const seen = new Map<number, ChatMessage>();
    const first = await join(a.wsUrl, reader.token);
    const m1 = await post(b.app, writers[0]?.token ?? '', '断线前');
    seen.set(m1.id, await chatOf(first)());
    const lastSeen = Math.max(...seen.keys());
    first.close();
    await first.closed;

    // While the reader is away, and while it reconnects, others keep posting through both processes.
    const whileAway: ChatMessage[] = [];
    for (let i = 1; i < 4; i++)
      whileAway.push(await post(i % 2 ? a.app : b.app, writers[i]?.token ?? '', `离线${i}`));
    const again = await join(b.wsUrl, reader.token);
    const during = post(a.app, writers[4]?.token ?? '', '重连时');
    // The client's resume: everything after the last seen id, page by page, merged by id with live frames.
    let after = lastSeen;
    for (;;) {
      const page = await call(
        b.app,
        'GET',
        `/api/chat/messages?game_id=${GAME}&room_id=1&after=${after}&limit=2`,
        reader.token,
      );
      for (const m of page.result.list as ChatMessage[]) seen.set(m.id, m);
      after = Math.max(after, ...(page.result.list as ChatMessage[]).map((m) => m.id));
      if (!page.result.hasMore) break;
    }
    const live = await during;
    const after2 = await post(b.app, writers[5]?.token ?? '', '之后');
    // Live frames that arrived meanwhile (some may repeat what the resume fetched: de-duplicated by id).
    const next = chatOf(again);
    for (;;) {
      const m = await next();
      seen.set(m.id, m);
      if (m.id === after2.id) break;
    }
    const expected = [m1, ...whileAway, live, after2];
    const got = [...seen.values()].sort((x, y) => x.id - y.id);
    expect(got.map((m) => m.content)).toEqual(expected.map((m) => m.content));
    expect(got.map((m) => m.id)).toEqual(expected.map((m) => m.id));
  });

  it('a reader paging after its last id while posts commit concurrently on both processes misses none', async () => {
    const writers = await Promise.all(Array.from({ length: 12 }, (_, i) => member(`并发${i}`)));
    const reader = await member('轮询者');
    const start = await call(
      a.app,
      'GET',
      `/api/chat/messages?game_id=${GAME}&room_id=1&limit=1`,
      reader.token,
    );
    let after = (start.result.list as ChatMessage[])[0]?.id ?? 0;
    const seen: number[] = [];
    let done = false;
    const posting = Promise.all(
      writers.map((w, i) => post(i % 2 ? a.app : b.app, w.token, `并发消息${i}`)),
    ).finally(() => {
      done = true;
    });
    // Ids are taken under the room's lock held to commit, so "after my last id" never skips one that
    // commits later with a smaller id.
    for (;;) {
      const finished = done;
      const page = await call(
        b.app,
        'GET',
        `/api/chat/messages?game_id=${GAME}&room_id=1&after=${after}&limit=100`,
        reader.token,
      );
      for (const m of page.result.list as ChatMessage[]) {
        seen.push(m.id);
        after = m.id;
      }
      if (finished) break;
    }
    const posted = await posting;
    expect(seen).toEqual(posted.map((m) => m.id).sort((x, y) => x - y));
  });

  it('reaches sockets on both processes when a moderator withdraws a message', async () => {
    const writer = await member('子');
    const reader = await member('丑');
    const onB = await join(b.wsUrl, reader.token);
    const m = await post(a.app, writer.token, '将被撤回');
    await chatOf(onB)();
    expect(await call(a.app, 'POST', '/api/chat/recall', writer.token, { id: m.id })).toMatchObject({
      success: true,
    });
    expect(await onB.next('chatRecall', 5_000)).toEqual({
      type: 'chatRecall',
      gameId: GAME,
      roomId: '1',
      id: m.id,
    });
  });
});
