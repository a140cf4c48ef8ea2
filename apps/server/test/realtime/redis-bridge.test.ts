import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PUSH_PATH, ADMIN_TOKEN_HEADER } from '../../src/modules/realtime';
import { type ChildServer, spawnServer, stopServer } from './child-server';
import {
  ADMIN_TOKEN,
  connectMember,
  SAMPLE_MESSAGES,
  startRealtimeApp,
  TestClient,
  waitUntil,
} from './realtime-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A channel of its own per run, so parallel runs and other suites never see these pushes. */
const channel = () => `qilin:realtime:test:${randomUUID()}`;

describe('redis bridge inside one test process', () => {
  it('relays publish to the other app once, never back to the sender', async () => {
    const redisChannel = channel();
    const onDefenseB = vi.fn<(on: boolean) => void>();
    const a = await startRealtimeApp({ redisUrl: REDIS_URL, redisChannel });
    const b = await startRealtimeApp({ redisUrl: REDIS_URL, redisChannel, onDefense: onDefenseB });
    try {
      const onA = (await connectMember(a, 1)).client;
      const onB = (await connectMember(b, 1)).client;

      expect(await a.app.realtime.publish({ memberId: 1 }, SAMPLE_MESSAGES.bonus)).toBe(1);
      expect(await onA.next()).toEqual(SAMPLE_MESSAGES.bonus);
      expect(await onB.next()).toEqual(SAMPLE_MESSAGES.bonus);

      await b.app.realtime.publish('all', SAMPLE_MESSAGES.defense);
      await waitUntil(() => onA.received.length > 0 && onB.received.length > 0);
      await a.app.realtime.publish('all', SAMPLE_MESSAGES.newLine);
      // Exactly one defense each, then the marker: no echo of B's own push came back to B.
      for (const c of [onA, onB]) {
        expect(await c.next()).toEqual(SAMPLE_MESSAGES.defense);
        expect(await c.next()).toEqual(SAMPLE_MESSAGES.newLine);
      }
      expect(onDefenseB.mock.calls).toEqual([[true]]);

      // sendToMember stays local by design.
      expect(a.app.realtime.sendToMember(1, SAMPLE_MESSAGES.clean)).toBe(1);
      await b.app.realtime.publish('all', SAMPLE_MESSAGES.undefense);
      expect(await onB.next()).toEqual(SAMPLE_MESSAGES.undefense);
      onA.close();
      onB.close();
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it('fails start-up loudly when Redis cannot be reached', async () => {
    await expect(
      startRealtimeApp({ redisUrl: 'redis://127.0.0.1:1', redisChannel: channel() }),
    ).rejects.toThrow();
  });
});

async function pushAll(server: ChildServer, message: unknown): Promise<unknown> {
  const res = await fetch(`${server.running.baseUrl}${ADMIN_PUSH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
    body: JSON.stringify({ target: 'all', message }),
  });
  return res.json();
}

describe('two server processes sharing Redis', () => {
  let a: ChildServer | undefined;
  let b: ChildServer | undefined;

  beforeAll(async () => {
    const redisChannel = channel();
    const env = { REDIS_URL, REDIS_CHANNEL: redisChannel };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
  });

  it('a push through process A reaches a member socket on process B', async () => {
    const onB = await TestClient.connect(b!.running.wsUrl);
    const anonymousOnA = await TestClient.connect(a!.running.wsUrl);
    try {
      await onB.next('identify');
      await anonymousOnA.next('identify');
      onB.send({ type: 'login', token: 'tok-77' });
      // B binds asynchronously and cannot be inspected from here: retry the push until it lands.
      const body = JSON.stringify({ target: { memberId: 77 }, message: SAMPLE_MESSAGES.bonus });
      let received = false;
      for (let attempt = 0; attempt < 20 && !received; attempt += 1) {
        const res = await fetch(`${a!.running.baseUrl}${ADMIN_PUSH_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
          body,
        });
        // Local count on A: the member has no socket there.
        expect(await res.json()).toEqual({ success: true, result: { delivered: 0 } });
        const got = await onB.next('bonus', 250).catch(() => null);
        if (got) {
          expect(got).toEqual(SAMPLE_MESSAGES.bonus);
          received = true;
        }
      }
      expect(received).toBe(true);

      // A broadcast through A reaches B's socket and A's own socket exactly once.
      expect(await pushAll(a!, SAMPLE_MESSAGES.notice)).toEqual({ success: true, result: { delivered: 1 } });
      expect(await onB.next('notice')).toEqual(SAMPLE_MESSAGES.notice);
      // A's socket sees the notice, then the next push: no echo of its own publish in between,
      // and none of the member-only bonus pushes before it.
      await pushAll(a!, SAMPLE_MESSAGES.newLine);
      expect(await anonymousOnA.next()).toEqual(SAMPLE_MESSAGES.notice);
      expect(await anonymousOnA.next()).toEqual(SAMPLE_MESSAGES.newLine);
    } finally {
      onB.close();
      anonymousOnA.close();
    }
  });
});
