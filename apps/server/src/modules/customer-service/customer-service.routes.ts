import {
  CustomerServiceScene,
  customerServiceKeyBodySchema,
  customerServicePaths,
  kefuBodySchema,
  kefuIdParamsSchema,
  kefuListQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { ok, okWith } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { CustomerService } from './customer-service.service';

/** Spec §7 customer: key (public) and list (scene 1 public, scene 2 members only, spec §6). */
export async function customerServiceRoutes(app: FastifyInstance, opts: { service: CustomerService }) {
  const { service } = opts;
  app.get(customerServicePaths.key, async () => ok(await service.key()));
  app.get(customerServicePaths.list, async (request) => {
    const { scene } = parseInput(kefuListQuerySchema, request.query);
    // The members' contacts never reach a guest: scene 2 answers 20004 without a live session.
    if (scene === CustomerServiceScene.member) await app.authenticate(request);
    const result = await service.list(scene);
    // The spec reads data.list; result carries the same object, as every other REST answer does.
    return okWith(result, { data: result });
  });
}

/** Operator calls (x-admin-token): read everything, set the chat link, add / replace / remove a contact. */
export async function customerServiceAdminRoutes(app: FastifyInstance, opts: { service: CustomerService }) {
  const { service } = opts;
  app.addHook('onRequest', app.requireAdmin);
  app.get('/api/admin/customer/list', async () => ok(await service.operatorView()));
  app.post('/api/admin/customer/key', async (request) =>
    ok(await service.setKey(parseInput(customerServiceKeyBodySchema, request.body ?? {}).key)),
  );
  app.post('/api/admin/customer/kefu', async (request) =>
    ok(await service.add(parseInput(kefuBodySchema, request.body ?? {}))),
  );
  app.put('/api/admin/customer/kefu/:id', async (request) => {
    const { id } = parseInput(kefuIdParamsSchema, request.params);
    return ok(await service.replace(id, parseInput(kefuBodySchema, request.body ?? {})));
  });
  app.delete('/api/admin/customer/kefu/:id', async (request) => {
    await service.remove(parseInput(kefuIdParamsSchema, request.params).id);
    return ok({ removed: true });
  });
}
