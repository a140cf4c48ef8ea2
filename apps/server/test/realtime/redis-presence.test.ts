import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenceKeys } from '../../src/transport/redis-presence';
import { connectMember, type RunningApp, startRealtimeApp, waitUntil } from './realtime-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REFRESH_MS = 100;

/** Polls an async check (presence crosses processes on a timer, not per socket event). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

const isOnline = async (running: RunningApp, memberId: number) =>
  (await running.app.realtime.onlineMembers([memberId])).has(memberId);

describe('presence shared through Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
  });

  /** Two apps on a channel (and so presence keys) of their own; the set expiry is long unless given. */
  async function pair(ttlMs = 30_000) {
    const redisChannel = `qilin:realtime:test:${randomUUID()}`;
    const presence = { refreshMs: REFRESH_MS, ttlMs };
    const a = await startRealtimeApp({ redisUrl: REDIS_URL, redisChannel, presence });
    const b = await startRealtimeApp({ redisUrl: REDIS_URL, redisChannel, presence });
    const keys = presenceKeys(redisChannel, '');
    return { a, b, keys, close: () => Promise.all([a.app.close(), b.app.close()]) };
  }

  it("a member bound on A is online on B, and offline on both once A's socket closes", async () => {
    const { a, b, close } = await pair();
    try {
      const { client } = await connectMember(a, 41);
      expect(b.app.realtime.memberConnectionCount(41)).toBe(0); // B has no socket of theirs
      await eventually(() => isOnline(b, 41));
      expect(await isOnline(a, 41)).toBe(true);
      expect(await isOnline(b, 42)).toBe(false);

      client.close();
      await waitUntil(() => a.app.realtime.memberConnectionCount(41) === 0);
      expect(await isOnline(a, 41)).toBe(false); // A's own sockets count at once
      await eventually(async () => !(await isOnline(b, 41)));
    } finally {
      await close();
    }
  });

  it('each process keeps one expiring set of its members, written again when Redis lost it', async () => {
    const { a, b, keys, close } = await pair(2_000);
    try {
      const { client } = await connectMember(a, 51);
      await connectMember(b, 52);
      await eventually(async () => (await redis.zcard(keys.directory)) === 2);
      const sets = (await redis.zrange(keys.directory, 0, '-1')).map(keys.of);
      await eventually(async () => (await redis.sunion(...sets)).length === 2);
      expect((await redis.sunion(...sets)).sort()).toEqual(['51', '52']);
      for (const key of sets) {
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(2_000);
      }

      // Lost without a change on A's side (Redis restarted): the next renewal notices and rewrites it.
      await redis.del(...sets);
      await eventually(async () => (await redis.sunion(...sets)).length === 2);

      // A member's last socket gone: their process's set is rewritten without them (then empty = no key).
      client.close();
      await eventually(async () => (await redis.sunion(...sets)).join() === '52');
    } finally {
      await close();
    }
  });

  it("a graceful close takes the process's members out at once, not at expiry", async () => {
    const { a, b, keys } = await pair(30_000);
    try {
      await connectMember(a, 61);
      await eventually(() => isOnline(b, 61));
      await a.app.close();
      expect(await redis.zcard(keys.directory)).toBe(1);
      const left = await eventually(async () => !(await isOnline(b, 61)));
      expect(left).toBeLessThan(5_000); // far below the 30 s expiry
    } finally {
      await b.app.close();
    }
  });

  it('without Redis a process answers from its own sockets', async () => {
    const solo = await startRealtimeApp();
    try {
      const { client } = await connectMember(solo, 71);
      expect([...(await solo.app.realtime.onlineMembers([71, 72]))]).toEqual([71]);
      client.close();
      await waitUntil(() => solo.app.realtime.memberConnectionCount(71) === 0);
      expect((await solo.app.realtime.onlineMembers([71])).size).toBe(0);
    } finally {
      await solo.app.close();
    }
  });
});
