import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity.routes';
import { GiftLogService } from './gift.service';

/** Activities: the gift logs. */
export async function activityPlugin(app: FastifyInstance) {
  await app.register(activityRoutes, { gifts: new GiftLogService(app.db) });
}
