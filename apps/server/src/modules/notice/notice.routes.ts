import {
  noticeDetailQuerySchema,
  noticePageQuerySchema,
  noticeReadBodySchema,
  publishNoticeBodySchema,
  slideNewQuerySchema,
  wireId,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenOf } from '../../lib/device';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { NoticeService } from './notice.service';

/** GET reads the query string, POST the body: the legacy client uses both. */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body) ?? {};
const idParams = z.object({ id: wireId() });

/** The reads stay public: a member's token adds the read state, a missing or stale one does not refuse. */
async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<number | undefined> {
  return (await app.sessions.resolve(tokenOf(request)))?.memberId;
}

/**
 * Spec §7 common: slide/new (the hall's notices, tag 1), message and message/detail — public reads that
 * a member's token turns into the member's notice center (read state; opening a notice reads it) — and
 * the member's own message/read and message/important (the notice to pop up after login).
 */
export async function noticeRoutes(app: FastifyInstance, opts: { notices: NoticeService }) {
  const { notices } = opts;
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/common/slide/new',
      handler: async (r) => ok(await notices.slideNew(parseInput(slideNewQuerySchema, input(r)).tag)),
    });
    app.route({
      method,
      url: '/api/common/message',
      handler: async (r) => {
        const q = parseInput(noticePageQuerySchema, input(r));
        return ok(await notices.page(q, await optionalMember(app, r)));
      },
    });
    app.route({
      method,
      url: '/api/common/message/detail',
      handler: async (r) => {
        const { id } = parseInput(noticeDetailQuerySchema, input(r));
        return ok(await notices.detail(id, await optionalMember(app, r)));
      },
    });
  }
  app.post('/api/common/message/read', { preHandler: app.authenticate }, async (request) =>
    ok(await notices.markRead(request.memberId(), parseInput(noticeReadBodySchema, request.body ?? {}))),
  );
  app.get('/api/common/message/important', { preHandler: app.authenticate }, async (request) =>
    ok(await notices.importantFor(request.memberId())),
  );
}

/** Operator calls (x-admin-token): publish a notice (stored, then pushed), hide one. */
export async function noticeAdminRoutes(app: FastifyInstance, opts: { notices: NoticeService }) {
  app.addHook('onRequest', app.requireAdmin);
  app.post('/api/admin/notices', async (request) =>
    ok(await opts.notices.publish(parseInput(publishNoticeBodySchema, request.body ?? {}))),
  );
  app.delete('/api/admin/notices/:id', async (request) => {
    await opts.notices.hide(parseInput(idParams, request.params).id);
    return ok({ hidden: true });
  });
}
