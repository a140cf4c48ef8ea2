import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity.routes';
import { GiftLogService } from './gift.service';
import { SignInService } from './sign-in.service';

/** Activities: the gift logs and daily sign-in (rewards claimed through `app.promotion`). */
export async function activityPlugin(app: FastifyInstance, opts: { now: () => Date }) {
  await app.register(activityRoutes, {
    gifts: new GiftLogService(app.db),
    signIns: new SignInService(app.db, app.promotion, opts.now),
  });
}
