import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../../db';
import type { Env } from '../../env';
import { AppMetrics } from './metrics';
import { metricsRoutes, requestMetrics } from './metrics.routes';
import { readinessRoutes } from './ops.routes';
import { ReadinessProbe } from './readiness';

export { AppMetrics } from './metrics';
export { ReadinessProbe } from './readiness';

/** The app's metrics, with the request hook in place: call before any route is registered. */
export async function startMetrics(
  app: FastifyInstance,
  opts: { env: Env; db: DbHandle },
): Promise<AppMetrics> {
  const metrics = new AppMetrics({
    db: opts.db.db,
    poolStats: opts.db.poolStats,
    sockets: () => app.realtime?.connectionCount ?? 0,
    reconcileEveryMs: opts.env.metricsReconcileSec * 1000,
  });
  await app.register(fp(requestMetrics), { metrics });
  return metrics;
}

/**
 * Operations: readiness (`/api/ready`) and Prometheus metrics (`/metrics`). Registered after the game
 * play, whose bets, settlements and draws report to the metrics.
 */
async function ops(app: FastifyInstance, opts: { env: Env; db: DbHandle; metrics: AppMetrics }) {
  const { env, db, metrics } = opts;
  const probe = new ReadinessProbe(db.db, env.redisUrl);
  app.addHook('onClose', () => probe.close());
  await app.register(readinessRoutes, { probe });

  const play = app.gamePlay;
  play.bets.onPlaced = (bets, source) => metrics.betsPlaced.inc({ source }, bets);
  play.settler.onSettled = (bets) => metrics.betsSettled.inc(bets);
  play.scheduler.onDrawn = (game, drawAt, drawnAt) => metrics.observeDraw(game, drawAt, drawnAt);
  const tokens = [env.adminToken, ...(env.metricsToken ? [env.metricsToken] : [])];
  await app.register(metricsRoutes, { metrics, tokens });
}

export const opsPlugin = fp(ops, { name: 'qilin-ops' });
