import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export const DEFAULT_PRESENCE_REFRESH_MS = 5_000;
/** SADD arguments per command when a process rewrites its set. */
const SADD_CHUNK = 1_000;
const NO_MEMBERS: ReadonlySet<number> = new Set();

export interface RedisPresenceOptions {
  url: string;
  /** Processes that share presence use the same namespace (the realtime plugin passes its channel). */
  namespace: string;
  log: FastifyBaseLogger;
  /** Members with at least one socket bound on this process, read at each refresh. */
  localMembers: () => Iterable<number>;
  /** How often this process writes its set (only when it changed) and renews its expiry. */
  refreshMs?: number;
  /** How long a set outlives its process's last refresh: the most a crashed process's members stay online. */
  ttlMs?: number;
  /** Other processes' sets are read at most this often, so a polled online list costs one read per period. */
  readCacheMs?: number;
  connectTimeoutMs?: number;
}

/** Key names; `{namespace}` is a hash tag, so SUNION over every process's set stays in one Redis Cluster slot. */
export function presenceKeys(namespace: string, origin: string) {
  const base = `{${namespace}}:presence`;
  return { directory: `${base}:procs`, own: `${base}:p:${origin}`, of: (o: string) => `${base}:p:${o}` };
}

/**
 * Which members have a socket on any server process. Each process owns one Redis set of its members
 * (`…:p:<origin>`) with an expiry of `ttlMs`, renewed every `refreshMs` and rewritten only when its
 * members changed, so socket events cost no round trip. A directory sorted set names the processes
 * (score = last refresh) so readers know which sets to union; a crashed process's set expires on the
 * Redis clock, its directory entry is dropped later. A graceful close deletes both at once.
 */
export class RedisPresence {
  readonly origin = randomUUID();
  private readonly keys: ReturnType<typeof presenceKeys>;
  private readonly redis: Redis;
  private readonly refreshMs: number;
  private readonly ttlMs: number;
  private readonly readCacheMs: number;
  /** What the own set holds in Redis as far as we know; null = unknown, rewrite at the next refresh. */
  private written: Set<number> | null = null;
  private peers: string[] = [];
  private snapshot: { at: number; members: ReadonlySet<number> } | null = null;
  private reading: Promise<ReadonlySet<number>> | null = null;
  private refreshing = false;
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly options: RedisPresenceOptions) {
    this.keys = presenceKeys(options.namespace, this.origin);
    this.refreshMs = options.refreshMs ?? DEFAULT_PRESENCE_REFRESH_MS;
    this.ttlMs = options.ttlMs ?? 3 * this.refreshMs;
    this.readCacheMs = options.readCacheMs ?? Math.min(this.refreshMs, 1_000);
    this.redis = new Redis(options.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    });
    this.redis.on('error', (err) => options.log.warn({ err }, 'presence redis error'));
  }

  static async connect(options: RedisPresenceOptions): Promise<RedisPresence> {
    const presence = new RedisPresence(options);
    const timeoutMs = options.connectTimeoutMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`presence redis connect timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([presence.redis.connect(), timeout]);
    } catch (error) {
      presence.redis.disconnect();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    await presence.refresh();
    presence.timer = setInterval(() => void presence.refresh(), presence.refreshMs);
    presence.timer.unref();
    return presence;
  }

  /** Members with a socket on another process, as of their last refresh (cached for `readCacheMs`). */
  async remoteMembers(): Promise<ReadonlySet<number>> {
    const snapshot = this.snapshot;
    if (snapshot && Date.now() - snapshot.at < this.readCacheMs) return snapshot.members;
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Writes the own set if it changed, renews its expiry and this process's directory entry. */
  async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      const members = new Set(this.options.localMembers());
      const rewrite = this.written === null || !sameMembers(this.written, members);
      const now = Date.now();
      // Entries far past any set's expiry (clock skew between hosts allowed for) are garbage, and so is
      // the directory itself once no process has renewed it for that long.
      const garbageAfterMs = 4 * this.ttlMs + 60_000;
      const tx = this.redis
        .multi()
        .zadd(this.keys.directory, now, this.origin)
        .zremrangebyscore(this.keys.directory, '-inf', now - garbageAfterMs)
        .pexpire(this.keys.directory, garbageAfterMs)
        .zrange(this.keys.directory, 0, '-1');
      if (rewrite) {
        tx.del(this.keys.own);
        const ids = [...members];
        for (let i = 0; i < ids.length; i += SADD_CHUNK)
          tx.sadd(this.keys.own, ...ids.slice(i, i + SADD_CHUNK));
      }
      if (members.size > 0) tx.pexpire(this.keys.own, this.ttlMs);
      const results = await tx.exec();
      if (!results || results.some(([err]) => err)) throw new Error('presence refresh transaction failed');
      const directory = (results[3]?.[1] ?? []) as string[];
      this.peers = directory.filter((origin) => origin !== this.origin);
      // A set that vanished while unchanged (Redis restarted or flushed) is written again next time.
      const renewed = members.size === 0 || results.at(-1)?.[1] === 1;
      this.written = renewed ? members : null;
    } catch (err) {
      this.written = null;
      this.options.log.warn({ err }, 'presence: refresh failed');
    } finally {
      this.refreshing = false;
    }
  }

  /** Graceful stop: this process's members leave at once instead of at expiry. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    try {
      await this.redis.multi().del(this.keys.own).zrem(this.keys.directory, this.origin).exec();
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  private async read(): Promise<ReadonlySet<number>> {
    const at = Date.now();
    try {
      const ids = this.peers.length === 0 ? [] : await this.redis.sunion(...this.peers.map(this.keys.of));
      const members = new Set(ids.map(Number));
      this.snapshot = { at, members };
      return members;
    } catch (err) {
      this.options.log.warn({ err }, 'presence: read failed');
      // Redis down: the last answer while it could still be true, then only this process's members.
      const last = this.snapshot;
      return last && at - last.at < this.ttlMs ? last.members : NO_MEMBERS;
    }
  }
}

function sameMembers(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
