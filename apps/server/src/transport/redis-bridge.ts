import { randomUUID } from 'node:crypto';
import { pushRequestSchema, type ServerMessage } from '@qilin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { PushTarget } from './ws-hub';

export const DEFAULT_REDIS_CHANNEL = 'qilin:realtime';

/** What travels on the channel: the push plus the id of the process that sent it. */
const bridgeEnvelopeSchema = pushRequestSchema.extend({ origin: z.string().min(1) });

export interface RedisBridgeOptions {
  url: string;
  channel?: string;
  log: FastifyBaseLogger;
  /** Called for every push published by another process (never for our own). */
  onRemote: (target: PushTarget, message: ServerMessage) => void;
  /** Start-up fails after this long without Redis, so a wrong REDIS_URL is loud, not silent. */
  connectTimeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Fans realtime pushes out to every server process over Redis pub/sub. Two connections are
 * needed because a subscribed ioredis connection cannot publish. ioredis reconnects and
 * re-subscribes on its own; each process tags its pushes with `origin` and skips its own,
 * since the publisher has already delivered them locally.
 */
export class RedisBridge {
  readonly origin = randomUUID();
  readonly channel: string;
  private readonly pub: Redis;
  private readonly sub: Redis;

  private constructor(private readonly options: RedisBridgeOptions) {
    this.channel = options.channel ?? DEFAULT_REDIS_CHANNEL;
    const redisOptions = {
      lazyConnect: true,
      maxRetriesPerRequest: 3,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    };
    this.pub = new Redis(options.url, redisOptions);
    this.sub = new Redis(options.url, redisOptions);
    for (const [name, conn] of [
      ['pub', this.pub],
      ['sub', this.sub],
    ] as const) {
      conn.on('error', (err) => options.log.warn({ err, conn: name }, 'realtime redis error'));
      conn.on('reconnecting', () => options.log.info({ conn: name }, 'realtime redis reconnecting'));
    }
    this.sub.on('message', (channel: string, payload: string) => this.handle(channel, payload));
  }

  static async connect(options: RedisBridgeOptions): Promise<RedisBridge> {
    const bridge = new RedisBridge(options);
    try {
      const ready = Promise.all([bridge.pub.connect(), bridge.sub.connect()]).then(() =>
        bridge.sub.subscribe(bridge.channel),
      );
      await withTimeout(ready, options.connectTimeoutMs ?? 5000, 'redis connect');
    } catch (error) {
      bridge.pub.disconnect();
      bridge.sub.disconnect();
      throw error;
    }
    return bridge;
  }

  async publish(target: PushTarget, message: ServerMessage): Promise<void> {
    const envelope = { origin: this.origin, target, message };
    await this.pub.publish(this.channel, JSON.stringify(envelope));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.pub, this.sub].map((conn) => RedisBridge.end(conn)));
  }

  /** quit() flushes pending publishes; while disconnected it would wait forever, so just drop. */
  private static async end(conn: Redis): Promise<void> {
    if (conn.status === 'ready') await conn.quit();
    else conn.disconnect();
  }

  private handle(channel: string, payload: string): void {
    if (channel !== this.channel) return;
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      this.options.log.warn({ channel }, 'realtime redis: unparsable payload dropped');
      return;
    }
    const parsed = bridgeEnvelopeSchema.safeParse(json);
    if (!parsed.success) {
      this.options.log.warn({ channel }, 'realtime redis: invalid payload dropped');
      return;
    }
    if (parsed.data.origin === this.origin) return;
    this.options.onRemote(parsed.data.target, parsed.data.message);
  }
}
