import { type ServerMessage, type ServerMessageType, serverMessageSchema, WS_PATH } from '@qilin/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { type RealtimePluginOptions, realtimePlugin } from '../../src/modules/realtime';

export const ADMIN_TOKEN = 'test-admin-token';

/** Fake session store: `tok-<n>` belongs to member n, anything else is unknown. */
export async function fakeResolveToken(
  token: string,
): Promise<{ memberId: number; sessionId: string } | null> {
  const match = /^tok-(\d+)$/.exec(token);
  return match ? { memberId: Number(match[1]), sessionId: token } : null;
}

export interface RunningApp {
  app: FastifyInstance;
  baseUrl: string;
  wsUrl: string;
}

export async function startRealtimeApp(
  overrides: Partial<RealtimePluginOptions> = {},
  before?: (app: FastifyInstance) => PromiseLike<unknown>,
): Promise<RunningApp> {
  const app = Fastify({ logger: false });
  await before?.(app);
  await app.register(realtimePlugin, {
    resolveToken: fakeResolveToken,
    adminToken: ADMIN_TOKEN,
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    wsUrl: `ws://127.0.0.1:${address.port}${WS_PATH}`,
  };
}

/** A real ws client that queues every server frame, validated against the contract. */
export class TestClient {
  readonly received: ServerMessage[] = [];
  readonly closed: Promise<{ code: number }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(serverMessageSchema.parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  static async connect(url: string): Promise<TestClient> {
    const ws = new WebSocket(url);
    const client = new TestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(payload: unknown): void {
    this.ws.send(typeof payload === 'string' ? payload : JSON.stringify(payload));
  }

  /** Removes and returns the oldest queued message (optionally of one type), waiting for it. */
  async next(type?: ServerMessageType, timeoutMs = 3000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((m) => type === undefined || m.type === type);
      if (index >= 0) return this.received.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type ?? 'message'} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** Connects, consumes identify, and (if given) logs in and waits until the server bound it (consuming loggedIn). */
export async function connectMember(
  running: RunningApp,
  memberId?: number,
): Promise<{ client: TestClient; uuid: string }> {
  const client = await TestClient.connect(running.wsUrl);
  const identify = await client.next('identify');
  if (identify.type !== 'identify') throw new Error('unreachable');
  if (memberId !== undefined) {
    const before = running.app.realtime.memberConnectionCount(memberId);
    client.send({ type: 'login', token: `tok-${memberId}` });
    await waitUntil(() => running.app.realtime.memberConnectionCount(memberId) === before + 1);
    // The server says so once bound: member pushes reach the socket from that message on.
    await client.next('loggedIn');
  }
  return { client, uuid: identify.uuid };
}

export async function waitUntil(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One valid sample per server message type; the Record type fails to compile if the contract grows. */
export const SAMPLE_MESSAGES: Record<ServerMessageType, ServerMessage> = {
  identify: { type: 'identify', uuid: '3f1c2b1e-0000-4000-8000-000000000001' },
  loggedIn: { type: 'loggedIn' },
  newApi: { type: 'newApi', line: 'https://line2.example.com' },
  newLine: { type: 'newLine' },
  stopLine: { type: 'stopLine', lines: ['https://line1.example.com'] },
  defense: { type: 'defense' },
  undefense: { type: 'undefense' },
  heartbeat: { type: 'heartbeat', ts: 1_700_000_000_000 },
  clean: { type: 'clean' },
  notice: { type: 'notice', id: 42, title: '系统公告', content: '今晚维护' },
  ex_out_all: { type: 'ex_out_all', content: '额度已转出' },
  bonus: { type: 'bonus', amountFen: 123_456, gameId: 'k3', issue: '20240101-001' },
  shutdown: { type: 'shutdown' },
  issue: { type: 'issue', gameId: 'Tradition28', sale: { issue: '20260301-121', closeAt: 1, drawAt: 2 } },
  redPacket: { type: 'redPacket', gameId: 'RedPacket', roomId: '1' },
  chat: { type: 'chat', message: { id: 1, gid: 'Tradition28', roomId: '1', content: '你好' } },
  chatJoined: { type: 'chatJoined', rooms: ['Tradition28:1'] },
  chatRecall: { type: 'chatRecall', gameId: 'Tradition28', roomId: '1', id: 1 },
  support: { type: 'support', conversationId: 7, messageId: 42 },
};
