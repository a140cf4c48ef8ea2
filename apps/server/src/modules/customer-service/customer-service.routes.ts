import {
  apiOkSchema,
  apiOkWithSchema,
  CustomerServiceScene,
  customerServiceKeyBodySchema,
  customerServiceKeyResultSchema,
  customerServiceOperatorViewSchema,
  customerServicePaths,
  customerServiceSettingsSchema,
  kefuAdminViewSchema,
  kefuBodySchema,
  kefuIdParamsSchema,
  kefuListQuerySchema,
  kefuListResultSchema,
  noInputSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okWith } from '../../lib/reply';
import type { CustomerService } from './customer-service.service';

/** Spec §7 customer: key (public) and list (scene 1 public, scene 2 members only, spec §6). */
export async function customerServiceRoutes(fastify: FastifyInstance, opts: { service: CustomerService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  app.get(
    customerServicePaths.key,
    {
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(customerServiceKeyResultSchema) } },
    },
    async () => ok(await service.key()),
  );
  app.get(
    customerServicePaths.list,
    {
      schema: {
        querystring: kefuListQuerySchema,
        response: { 200: apiOkWithSchema(kefuListResultSchema, { data: kefuListResultSchema }) },
      },
    },
    async (request) => {
      const { scene } = request.query;
      // The members' contacts never reach a guest: scene 2 answers 20004 without a live session.
      if (scene === CustomerServiceScene.member) await app.authenticate(request);
      const result = await service.list(scene);
      // The spec reads data.list; result carries the same object, as every other REST answer does.
      return okWith(result, { data: result });
    },
  );
}

/** Operator calls (x-admin-token): read everything, set the chat link, add / replace / remove a contact. */
export async function customerServiceAdminRoutes(
  fastify: FastifyInstance,
  opts: { service: CustomerService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const kefuReply = { 200: apiOkSchema(kefuAdminViewSchema) };
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/api/admin/customer/list',
    {
      schema: {
        querystring: noInputSchema,
        response: { 200: apiOkSchema(customerServiceOperatorViewSchema) },
      },
    },
    async () => ok(await service.operatorView()),
  );
  app.post(
    '/api/admin/customer/key',
    {
      schema: {
        body: customerServiceKeyBodySchema,
        response: { 200: apiOkSchema(customerServiceSettingsSchema) },
      },
    },
    async (request) => ok(await service.setKey(request.body.key, request.adminAudit)),
  );
  app.post(
    '/api/admin/customer/kefu',
    { schema: { body: kefuBodySchema, response: kefuReply } },
    async (request) => ok(await service.add(request.body, request.adminAudit)),
  );
  app.put(
    '/api/admin/customer/kefu/:id',
    { schema: { params: kefuIdParamsSchema, body: kefuBodySchema, response: kefuReply } },
    async (request) => ok(await service.replace(request.params.id, request.body, request.adminAudit)),
  );
  app.delete(
    '/api/admin/customer/kefu/:id',
    {
      schema: {
        params: kefuIdParamsSchema,
        response: { 200: apiOkSchema(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.adminAudit);
      return ok({ removed: true as const });
    },
  );
}
