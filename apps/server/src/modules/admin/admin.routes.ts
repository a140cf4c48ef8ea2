import { wireInt } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';

const outboxQuery = z.object({
  phone: z.string().trim().max(20).optional(),
  limit: wireInt(1, 100).default(20),
});

/**
 * Operator calls under /api/admin, guarded by ADMIN_TOKEN (member tokens never pass).
 * The realtime module registers its own push route under the same prefix.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);

  // Development SMS outbox: lets operators and e2e tests read the codes the dev sender "sent".
  app.get('/api/admin/sms_outbox', async (request) => {
    const q = parseInput(outboxQuery, request.query);
    let query = app.db.selectFrom('sms_outbox').select(['id', 'phone', 'body', 'created_at']);
    if (q.phone) query = query.where('phone', '=', q.phone);
    const rows = await query.orderBy('id', 'desc').limit(q.limit).execute();
    return ok(rows);
  });
}
