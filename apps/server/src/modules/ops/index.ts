import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../../db';
import { metricsRoutes, requestMetrics } from './metrics.routes';
import { AppMetrics } from './metrics.service';
import { readinessRoutes } from './ops.routes';
import { ReadinessProbe } from './readiness.service';

export { AppMetrics } from './metrics.service';
export { ReadinessProbe } from './readiness.service';

/**
 * Operations: readiness (`/api/ready`) and Prometheus metrics (`/metrics`). Registered before any
 * route, so the request hook times every one; bets, settlements and draws report once the app is ready.
 */
async function ops(app: FastifyInstance, opts: { db: DbHandle }) {
  const { env } = app;
  const metrics = new AppMetrics({
    db: opts.db.db,
    poolStats: opts.db.poolStats,
    sockets: () => app.realtime?.connectionCount ?? 0,
    reconcileEveryMs: env.metricsReconcileSec * 1000,
  });
  await app.register(fp(requestMetrics), { metrics });
  const probe = new ReadinessProbe(opts.db.db, env.redisUrl);
  app.addHook('onClose', () => probe.close());
  await app.register(readinessRoutes, { probe });
  const tokens = [env.adminToken, ...(env.metricsToken ? [env.metricsToken] : [])];
  await app.register(metricsRoutes, { metrics, tokens });

  app.addHook('onReady', async () => {
    if (!app.hasDecorator('gamePlay')) return;
    const play = app.gamePlay;
    play.bets.onPlaced = (bets, source) => metrics.betsPlaced.inc({ source }, bets);
    play.settler.onSettled = (bets) => metrics.betsSettled.inc(bets);
    play.scheduler.onDrawn = (game, drawAt, drawnAt) => metrics.observeDraw(game, drawAt, drawnAt);
  });
}

export const opsPlugin = fp(ops, { name: 'qilin-ops' });
