import { apiOkSchema, smsOutboxQuerySchema, smsOutboxRowSchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';

/**
 * Operator calls under /api/admin, guarded by ADMIN_TOKEN (member tokens never pass).
 * The realtime module registers its own push route under the same prefix.
 */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  // Development SMS outbox: lets operators and e2e tests read the codes the dev sender "sent".
  app.get(
    '/api/admin/sms_outbox',
    {
      schema: {
        querystring: smsOutboxQuerySchema,
        response: { 200: apiOkSchema(z.array(smsOutboxRowSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      let query = app.db.selectFrom('sms_outbox').select(['id', 'phone', 'body', 'created_at']);
      if (q.phone) query = query.where('phone', '=', q.phone);
      const rows = await query.orderBy('id', 'desc').limit(q.limit).execute();
      return ok(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
    },
  );
}
