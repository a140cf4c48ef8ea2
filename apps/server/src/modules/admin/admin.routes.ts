import { apiOkSchema, smsOutboxQuerySchema, smsOutboxRowSchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { readSmsOutbox } from '../auth';

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
      const rows = await readSmsOutbox(app.db, request.query);
      return ok(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
    },
  );
}
