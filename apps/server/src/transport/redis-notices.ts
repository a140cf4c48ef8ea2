import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Small JSON notices between server processes over one Redis pub/sub channel (today: session
 * revocations, so every process drops its cached copy). Like the realtime bridge it needs a publishing
 * and a subscribed connection, tags notices with this process's `origin` and skips its own. Delivery is
 * best effort: a notice lost while Redis is down is covered by the receiver's short cache TTL.
 */
export class RedisNotices {
  readonly origin = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;

  private constructor(
    private readonly channel: string,
    url: string,
    log: FastifyBaseLogger,
    onNotice: (notice: unknown) => void,
  ) {
    const options = {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const conn of [this.pub, this.sub]) {
      conn.on('error', (err) => log.warn({ err, channel }, 'redis notices error'));
    }
    this.sub.on('message', (from: string, payload: string) => {
      if (from !== channel) return;
      try {
        const parsed = JSON.parse(payload) as { origin?: unknown; notice?: unknown };
        if (parsed.origin !== this.origin) onNotice(parsed.notice);
      } catch {
        log.warn({ channel }, 'redis notices: unparsable payload dropped');
      }
    });
  }

  static async connect(opts: {
    url: string;
    channel: string;
    log: FastifyBaseLogger;
    onNotice: (notice: unknown) => void;
    connectTimeoutMs?: number;
  }): Promise<RedisNotices> {
    const notices = new RedisNotices(opts.channel, opts.url, opts.log, opts.onNotice);
    const ready = Promise.all([notices.pub.connect(), notices.sub.connect()]).then(() =>
      notices.sub.subscribe(opts.channel),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`redis notices connect timed out after ${opts.connectTimeoutMs ?? 5000} ms`)),
        opts.connectTimeoutMs ?? 5000,
      );
    });
    try {
      await Promise.race([ready, timeout]);
    } catch (error) {
      notices.pub.disconnect();
      notices.sub.disconnect();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return notices;
  }

  publish(notice: unknown): void {
    this.pub.publish(this.channel, JSON.stringify({ origin: this.origin, notice })).catch(() => {
      // Best effort (see the class comment); the 'error' listener has logged the cause.
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled(
      [this.pub, this.sub].map(async (conn) => {
        if (conn.status === 'ready') await conn.quit();
        else conn.disconnect();
      }),
    );
  }
}
