import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import type { AppMetrics } from './metrics.service';

/** Requests that never matched a route share this label (no series per probed URL). */
export const UNMATCHED_ROUTE = 'unmatched';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Records every request's rate and latency by route pattern. Registered (without encapsulation)
 * before any route: a route takes the hooks present when it is added.
 */
export async function requestMetrics(app: FastifyInstance, opts: { metrics: AppMetrics }) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    opts.metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `GET /metrics` (Prometheus text format) for a bearer of ADMIN_TOKEN or METRICS_TOKEN only: the
 * series name games, volumes and ledger health, which are not for the public.
 */
export async function metricsRoutes(app: FastifyInstance, opts: { metrics: AppMetrics; tokens: string[] }) {
  const { metrics } = opts;
  app.get('/metrics', async (request, reply) => {
    const given = bearerOf(request);
    if (given === undefined || !opts.tokens.some((t) => safeEqual(given, t))) throw Errors.adminOnly();
    const { text, contentType } = await metrics.scrape();
    return reply.header('content-type', contentType).send(text);
  });
}
