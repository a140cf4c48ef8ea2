import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { customerServiceAdminRoutes, customerServiceRoutes } from './customer-service.routes';
import { CustomerService } from './customer-service.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat link and kefu list; the site flags answer the same link. */
    customerService: CustomerService;
  }
}

/** Customer service: the chat link (SERVICE_LINK until operators set one) and the kefu list. */
async function customerService(app: FastifyInstance, opts: { now: () => Date }) {
  const service = new CustomerService(app.db, opts.now, app.env.serviceLink);
  app.decorate('customerService', service);
  // Scene 2 of the kefu list is for members only; operators edit both under /api/admin/customer.
  await app.register(customerServiceRoutes, { service });
  await app.register(customerServiceAdminRoutes, { service });
}

export const customerServicePlugin = fp(customerService, { name: 'qilin-customer-service' });
