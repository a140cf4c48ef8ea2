import { apiOkSchema, noInputSchema, vipLevelsAdminSchema, vipLevelsBodySchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { VipService } from './vip.service';

/** The console's VIP table: read it, replace it whole (checked, audited). */
export async function vipAdminRoutes(fastify: FastifyInstance, opts: { vip: VipService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reply = { 200: apiOkSchema(vipLevelsAdminSchema) };
  app.get('/api/admin/vip/levels', { schema: { querystring: noInputSchema, response: reply } }, async () =>
    ok({ levels: await opts.vip.levels() }),
  );
  app.put(
    '/api/admin/vip/levels',
    { schema: { body: vipLevelsBodySchema, response: reply } },
    async (request) => ok({ levels: await opts.vip.setLevels(request.body.levels, request.adminAudit) }),
  );
}
