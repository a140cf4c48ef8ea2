import net from 'node:net';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { type DbHandle, isDatabaseUnavailable } from './db';
import { StartupError } from './lib/startup-error';

/** Longest wait between two start-up attempts. */
const MAX_WAIT_MS = 5_000;
/** One attempt to reach a dependency gives up after this long (a host that drops packets). */
const ATTEMPT_TIMEOUT_MS = 5_000;

export type RetryPolicy = {
  /** Attempts after the first. */
  retries: number;
  /** Wait before the first retry; each next wait doubles, up to 5 s. */
  firstWaitMs: number;
  /** Where the one-line retry notices go. */
  say: (line: string) => void;
};

const reasonOf = (err: unknown): string => {
  if (err instanceof AggregateError && err.errors.length > 0) return reasonOf(err.errors[0]);
  return (err instanceof Error ? err.message : String(err)) || 'unknown error';
};

/** Host, port and database of a URL, never its user or password. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'the configured URL';
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS} ms`)),
      ATTEMPT_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs `attempt` until it succeeds, retrying with doubling waits while `retryable` says the failure
 * is the dependency not being up yet (compose starts the app and its database together).
 */
async function withRetries(
  what: string,
  attempt: () => Promise<void>,
  retryable: (err: unknown) => boolean,
  policy: RetryPolicy,
): Promise<void> {
  let wait = policy.firstWaitMs;
  for (let n = 0; ; n++) {
    try {
      await withTimeout(attempt());
      return;
    } catch (err) {
      const reason = reasonOf(err);
      if (!retryable(err)) throw new StartupError(`${what} refused the connection: ${reason}`);
      if (n >= policy.retries)
        throw new StartupError(`${what} is not reachable after ${n + 1} attempt(s): ${reason}`);
      policy.say(`${what} not reachable yet (${reason}); retry ${n + 1}/${policy.retries} in ${wait} ms`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, MAX_WAIT_MS);
    }
  }
}

/** Refuses to start when PORT is taken, before the database is touched. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      const why =
        err.code === 'EADDRINUSE'
          ? 'is already in use by another process'
          : err.code === 'EACCES'
            ? 'needs privileges this process does not have'
            : `cannot be listened on (${err.code ?? err.message})`;
      reject(new StartupError(`port ${port} on ${host} ${why}; stop it or set PORT`));
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The database answers `select 1`, retried while it is not up yet. */
export async function waitForDatabase(handle: DbHandle, url: string | undefined, policy: RetryPolicy) {
  const what = handle.kind === 'pg' && url ? `PostgreSQL at ${describeUrl(url)}` : 'the embedded database';
  await withRetries(
    what,
    async () => {
      await sql`select 1`.execute(handle.db);
    },
    isDatabaseUnavailable,
    policy,
  );
}

/** Redis answers PING, retried while it is not up yet. */
export async function waitForRedis(url: string, policy: RetryPolicy) {
  await withRetries(
    `Redis at ${describeUrl(url)}`,
    async () => {
      const redis = new Redis(url, {
        lazyConnect: true,
        connectTimeout: ATTEMPT_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      // The socket's own error ('connect ECONNREFUSED …') says more than the rejection ('Connection is closed.').
      let socketError: Error | undefined;
      redis.on('error', (err: Error) => {
        socketError ??= err;
      });
      try {
        await redis.connect().catch((err: unknown) => {
          throw socketError ?? err;
        });
        await redis.ping();
      } finally {
        redis.disconnect();
      }
    },
    // Only a refused password or a wrong URL is final; anything else may be Redis still starting.
    (err) => !/NOAUTH|WRONGPASS|invalid password/i.test(reasonOf(err)),
    policy,
  );
}
