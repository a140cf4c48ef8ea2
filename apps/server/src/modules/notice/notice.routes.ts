import {
  apiOkSchema,
  importantNoticeResultSchema,
  noInputSchema,
  noticeDetailQuerySchema,
  noticePageQuerySchema,
  noticePageSchema,
  noticeReadBodySchema,
  noticeReadResultSchema,
  noticeViewSchema,
  publishedNoticeSchema,
  publishNoticeBodySchema,
  slideNewQuerySchema,
  slideNewResultSchema,
  wireId,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenOf } from '../../lib/device';
import { ok } from '../../lib/reply';
import type { NoticeService } from './notice.service';

const idParams = z.object({ id: wireId() });

/** GET reads the query string, POST the body: the legacy client uses both. */
function inputOf<S extends z.ZodType>(method: 'GET' | 'POST', schema: S) {
  return method === 'GET' ? { querystring: schema } : { body: schema };
}
const parsed = <S extends z.ZodType>(request: FastifyRequest, _schema: S) =>
  (request.method === 'GET' ? request.query : request.body) as z.output<S>;

/** The reads stay public: a member's token adds the read state, a missing or stale one does not refuse. */
async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<number | undefined> {
  return (await app.sessions.resolve(tokenOf(request)))?.memberId;
}

/**
 * Spec §7 common: slide/new (the hall's notices, tag 1), message and message/detail — public reads that
 * a member's token turns into the member's notice center (read state; opening a notice reads it) — and
 * the member's own message/read and message/important (the notice to pop up after login).
 */
export async function noticeRoutes(fastify: FastifyInstance, opts: { notices: NoticeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notices } = opts;
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/common/slide/new',
      schema: {
        ...inputOf(method, slideNewQuerySchema),
        response: { 200: apiOkSchema(slideNewResultSchema) },
      },
      handler: async (r) =>
        ok(await notices.slideNew(parsed(r, slideNewQuerySchema).tag, await optionalMember(app, r))),
    });
    app.route({
      method,
      url: '/api/common/message',
      schema: { ...inputOf(method, noticePageQuerySchema), response: { 200: apiOkSchema(noticePageSchema) } },
      handler: async (r) =>
        ok(await notices.page(parsed(r, noticePageQuerySchema), await optionalMember(app, r))),
    });
    app.route({
      method,
      url: '/api/common/message/detail',
      schema: {
        ...inputOf(method, noticeDetailQuerySchema),
        response: { 200: apiOkSchema(noticeViewSchema) },
      },
      handler: async (r) =>
        ok(await notices.detail(parsed(r, noticeDetailQuerySchema).id, await optionalMember(app, r))),
    });
  }
  app.post(
    '/api/common/message/read',
    {
      preValidation: app.authenticate,
      schema: { body: noticeReadBodySchema, response: { 200: apiOkSchema(noticeReadResultSchema) } },
    },
    async (request) => ok(await notices.markRead(request.memberId(), request.body)),
  );
  app.get(
    '/api/common/message/important',
    {
      preHandler: app.authenticate,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(importantNoticeResultSchema) } },
    },
    async (request) => ok(await notices.importantFor(request.memberId())),
  );
}

/** Operator calls (x-admin-token): publish a notice (stored, then pushed), hide one. */
export async function noticeAdminRoutes(fastify: FastifyInstance, opts: { notices: NoticeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  app.post(
    '/api/admin/notices',
    { schema: { body: publishNoticeBodySchema, response: { 200: apiOkSchema(publishedNoticeSchema) } } },
    async (request) => ok(await opts.notices.publish(request.body, request.adminAudit)),
  );
  app.delete(
    '/api/admin/notices/:id',
    { schema: { params: idParams, response: { 200: apiOkSchema(z.object({ hidden: z.literal(true) })) } } },
    async (request) => {
      await opts.notices.hide(request.params.id, request.adminAudit);
      return ok({ hidden: true as const });
    },
  );
}
