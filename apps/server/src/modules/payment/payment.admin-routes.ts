import {
  apiOkSchema,
  DEPOSIT_STATUSES,
  depositAdminConfirmResultSchema,
  depositAdminRowSchema,
  depositIdParamsSchema,
  depositOrderRowSchema,
  depositRejectBodySchema,
  wireId,
  wireInt,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { DepositAdminService } from './deposit-admin.service';
import type { DepositStatus } from './payment.tables';

const listQuery = z.object({
  status: z
    .string()
    .default('paid,pending')
    .transform((s) => s.split(',').map((x) => x.trim()))
    .pipe(z.array(z.enum(DEPOSIT_STATUSES)).min(1)),
  /** Oldest first: the next page asks above the last id. */
  after_id: wireId().optional(),
  limit: wireInt(1, 500).default(100),
});

/**
 * Operator deposit review under /api/admin (x-admin-token). Answers are plain JSON so curl works; the
 * list carries `payer_name` and `has_evidence`, the receipt itself is GET …/:id/evidence.
 */
export async function depositAdminRoutes(fastify: FastifyInstance, opts: { admin: DepositAdminService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  const byId = { params: depositIdParamsSchema };

  app.get(
    '/api/admin/deposits',
    { schema: { querystring: listQuery, response: { 200: apiOkSchema(z.array(depositAdminRowSchema)) } } },
    async (request) => {
      const rows = await opts.admin.list(
        request.query.status as DepositStatus[],
        request.query.limit,
        request.query.after_id,
      );
      // Kysely types EXISTS as SqlBool; PostgreSQL answers a boolean.
      return ok(rows.map((r) => ({ ...r, has_evidence: Boolean(r.has_evidence) })));
    },
  );
  // The receipt as an image; X-Content-Type-Options: nosniff keeps the browser to the sniffed type.
  app.get('/api/admin/deposits/:id/evidence', { schema: byId }, async (request, reply) => {
    const { mime, content } = await opts.admin.evidence(request.params.id);
    return reply.header('content-type', mime).header('cache-control', 'no-store').send(Buffer.from(content));
  });
  app.post(
    '/api/admin/deposits/:id/confirm',
    { schema: { ...byId, response: { 200: apiOkSchema(depositAdminConfirmResultSchema) } } },
    async (request) => ok(await opts.admin.confirm(request.params.id, request.adminAudit)),
  );
  app.post(
    '/api/admin/deposits/:id/reject',
    {
      schema: {
        ...byId,
        body: depositRejectBodySchema,
        response: { 200: apiOkSchema(depositOrderRowSchema) },
      },
    },
    async (request) =>
      ok(await opts.admin.reject(request.params.id, request.body.reason, request.adminAudit)),
  );
}
