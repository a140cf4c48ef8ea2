import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_IMAGE_LIMITS } from '../../lib/image-reencode';
import { customerServiceAdminRoutes, customerServiceRoutes } from './customer-service.routes';
import { CustomerService } from './customer-service.service';
import { supportChatAdminRoutes } from './support-chat.admin-routes';
import { supportChatRoutes } from './support-chat.routes';
import { SupportChatService } from './support-chat.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat link and kefu list; the site flags answer the same link. */
    customerService: CustomerService;
  }
}

/**
 * Customer service: the chat link (SERVICE_LINK until operators set one), the kefu list, and the
 * in-app support chat (member ↔ service, with the console's queue).
 */
async function customerService(app: FastifyInstance, opts: { now: () => Date }) {
  const service = new CustomerService(app.db, opts.now, app.env.serviceLink);
  app.decorate('customerService', service);
  // Scene 2 of the kefu list is for members only; operators edit both under /api/admin/customer.
  await app.register(customerServiceRoutes, { service });
  await app.register(customerServiceAdminRoutes, { service });
  const chat = new SupportChatService(app.db, app.events, opts.now, DEFAULT_IMAGE_LIMITS);
  await app.register(supportChatRoutes, { chat });
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    await admin.register(supportChatAdminRoutes, { chat });
  });
}

export const customerServicePlugin = fp(customerService, {
  name: 'qilin-customer-service',
  dependencies: ['qilin-events'],
});
