import { depositIdParamsSchema, depositRejectBodySchema, wireInt } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { DepositAdminService } from './deposit-admin.service';
import type { DepositStatus } from './payment.tables';

const STATUSES = ['pending', 'paid', 'confirmed', 'rejected', 'cancelled', 'expired'] as const;
const listQuery = z.object({
  status: z
    .string()
    .default('paid,pending')
    .transform((s) => s.split(',').map((x) => x.trim()))
    .pipe(z.array(z.enum(STATUSES)).min(1)),
  limit: wireInt(1, 500).default(100),
});

/**
 * Operator deposit review under /api/admin (x-admin-token). Answers are plain JSON so curl works; the
 * list carries `payer_name` and `has_evidence`, the receipt itself is GET …/:id/evidence.
 */
export async function depositAdminRoutes(app: FastifyInstance, opts: { admin: DepositAdminService }) {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/deposits', async (request) => {
    const q = parseInput(listQuery, request.query);
    return ok(await opts.admin.list(q.status as DepositStatus[], q.limit));
  });
  // The receipt as an image; X-Content-Type-Options: nosniff keeps the browser to the sniffed type.
  app.get('/api/admin/deposits/:id/evidence', async (request, reply) => {
    const { id } = parseInput(depositIdParamsSchema, request.params);
    const { mime, content } = await opts.admin.evidence(id);
    return reply.header('content-type', mime).header('cache-control', 'no-store').send(Buffer.from(content));
  });
  app.post('/api/admin/deposits/:id/confirm', async (request) => {
    const { id } = parseInput(depositIdParamsSchema, request.params);
    return ok(await opts.admin.confirm(id));
  });
  app.post('/api/admin/deposits/:id/reject', async (request) => {
    const { id } = parseInput(depositIdParamsSchema, request.params);
    const { reason } = parseInput(depositRejectBodySchema, request.body ?? {});
    return ok(await opts.admin.reject(id, reason));
  });
}
