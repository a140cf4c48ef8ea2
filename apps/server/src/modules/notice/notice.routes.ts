import {
  noticeDetailQuerySchema,
  noticePageQuerySchema,
  publishNoticeBodySchema,
  slideNewQuerySchema,
  wireId,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { NoticeService } from './notice.service';

const ok = <T>(result: T) => ({ success: true as const, result });
/** GET reads the query string, POST the body: the legacy client uses both. */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body) ?? {};
const idParams = z.object({ id: wireId() });

/** Spec §7 common: slide/new (the hall's notices, tag 1), message and message/detail. Public reads. */
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
      handler: async (r) => ok(await notices.page(parseInput(noticePageQuerySchema, input(r)))),
    });
    app.route({
      method,
      url: '/api/common/message/detail',
      handler: async (r) => ok(await notices.detail(parseInput(noticeDetailQuerySchema, input(r)).id)),
    });
  }
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
