import type { FastifyInstance } from 'fastify';
import { trialRoutes } from './trial.routes';
import { TrialService } from './trial.service';

/** 试玩: trial members play with play money only (ledger play accounts). */
export async function trialPlugin(app: FastifyInstance) {
  const { env } = app;
  await app.register(trialRoutes, {
    trials: new TrialService(app.db, app.sessions),
    limit: { max: env.trialLimitMax, windowMs: env.trialLimitWindowMs },
  });
}
