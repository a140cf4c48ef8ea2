import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Errors } from '../lib/errors';
import { isApiPath, pathOf } from '../lib/paths';

export type RateLimitOptions = { max: number; redisUrl?: string | undefined };

/**
 * Global per-IP limit on API calls (HTTP 429 with the envelope and '请求太过频繁'). With REDIS_URL
 * the counters live in Redis so every server process behind the line list shares them.
 * Routes add stricter limits with `app.rateLimit({...})` (login: per account and per device).
 */
async function rateLimit(app: FastifyInstance, opts: RateLimitOptions) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: opts.max,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'qilin-rl-' } : {}),
    // Static client files, the health probe (line selection) and the readiness probe are never limited.
    allowList: (request) => {
      const path = pathOf(request.url);
      return !isApiPath(path) || path === '/api/health' || path === '/api/ready';
    },
    errorResponseBuilder: () => Errors.tooManyRequests(),
    // A Redis outage must not take login down with it; limits resume when it is back.
    skipOnError: true,
  });
}

export default fp(rateLimit, { name: 'qilin-rate-limit' });
