import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { readMigrations } from '../../db';

/** How long one dependency may take to answer before the probe calls it not ready. */
const CHECK_TIMEOUT_MS = 1_500;

export type CheckResult = 'ok' | 'not configured' | string;
export type Readiness = {
  ready: boolean;
  checks: { database: CheckResult; redis: CheckResult; migrations: CheckResult };
};

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'failed';

/**
 * Readiness (`GET /api/ready`): the database answers, Redis answers PING (when configured) and the
 * applied migrations are exactly the files this build carries. Liveness (`/api/health`) asks none of
 * these: a process that is alive but not ready should be taken out of the balancer, not restarted.
 */
export class ReadinessProbe {
  readonly #expected = readMigrations().map((m) => m.name);
  readonly #redis: Redis | undefined;
  #redisError = '';

  constructor(
    private readonly db: Db,
    redisUrl: string | undefined,
  ) {
    // A connection of its own, reconnecting in the background: a probe while Redis is away fails fast.
    this.#redis = redisUrl
      ? new Redis(redisUrl, {
          lazyConnect: true,
          connectTimeout: CHECK_TIMEOUT_MS,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
          retryStrategy: (times) => Math.min(times * 200, 2_000),
        })
      : undefined;
    // Kept for the probe's answer rather than raised as an unhandled event.
    this.#redis?.on('error', (err: Error) => {
      this.#redisError = err.message;
    });
  }

  async check(): Promise<Readiness> {
    const [database, migrations, redis] = await Promise.all([
      this.#database(),
      this.#migrations(),
      this.#redisCheck(),
    ]);
    const checks = { database, redis, migrations };
    return { ready: Object.values(checks).every((c) => c === 'ok' || c === 'not configured'), checks };
  }

  async close(): Promise<void> {
    this.#redis?.disconnect();
  }

  async #database(): Promise<CheckResult> {
    try {
      await withTimeout(sql`select 1`.execute(this.db), 'the database');
      return 'ok';
    } catch (err) {
      return reasonOf(err);
    }
  }

  async #migrations(): Promise<CheckResult> {
    try {
      const rows = await withTimeout(
        sql<{ name: string }>`select name from schema_migrations`.execute(this.db),
        'the database',
      );
      const applied = new Set(rows.rows.map((r) => r.name));
      const missing = this.#expected.filter((name) => !applied.has(name));
      const unknown = [...applied].filter((name) => !this.#expected.includes(name));
      if (missing.length === 0 && unknown.length === 0) return 'ok';
      const parts = [];
      if (missing.length > 0) parts.push(`not applied: ${missing.join(', ')}`);
      if (unknown.length > 0) parts.push(`applied but unknown to this build: ${unknown.join(', ')}`);
      return parts.join('; ');
    } catch (err) {
      return reasonOf(err);
    }
  }

  async #redisCheck(): Promise<CheckResult> {
    const redis = this.#redis;
    if (!redis) return 'not configured';
    try {
      if (redis.status === 'wait') await withTimeout(redis.connect(), 'Redis');
      // Lost after the first connect: it reconnects in the background; until then, not ready.
      else if (redis.status !== 'ready')
        return `not connected (${redis.status}${this.#redisError && `: ${this.#redisError}`})`;
      const pong = await withTimeout(redis.ping(), 'Redis');
      return pong === 'PONG' ? 'ok' : `PING answered ${pong}`;
    } catch (err) {
      return reasonOf(err);
    }
  }
}
