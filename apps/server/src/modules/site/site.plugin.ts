import type { FastifyInstance } from 'fastify';
import { siteRoutes } from './site.routes';

/** Line config, health and site flags; the flags' service link is the customer-service module's. */
export async function sitePlugin(app: FastifyInstance) {
  await app.register(siteRoutes, { env: app.env, serviceLink: () => app.customerService.effectiveKey() });
}
