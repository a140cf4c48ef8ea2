import {
  apiOkSchema,
  noInputSchema,
  supportCannedBodySchema,
  supportCannedIdParamsSchema,
  supportCannedReplySchema,
  supportConversationDetailSchema,
  supportConversationIdParamsSchema,
  supportMessageSchema,
  supportMessagesQuerySchema,
  supportQueueQuerySchema,
  supportQueueRowSchema,
  supportTextBodySchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { SupportChatService } from './support-chat.service';

/** The calling operator's id; null for the bootstrap token (which may read, never reply or assign). */
function operatorIdOf(request: FastifyRequest): number | null {
  const actor = request.adminActor;
  return actor?.kind === 'operator' ? actor.operator.id : null;
}

/**
 * The console's support desk (`/api/admin/support/*`): the queue (oldest first, `after_id` paging),
 * a conversation, assign to me, reply, close, and the canned replies. Permissions in
 * modules/operator/route-permissions.config.ts (support.read / support.reply).
 */
export async function supportChatAdminRoutes(fastify: FastifyInstance, opts: { chat: SupportChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { chat } = opts;
  const byId = { params: supportConversationIdParamsSchema };
  const rowReply = { 200: apiOkSchema(supportQueueRowSchema) };
  const cannedReply = { 200: apiOkSchema(supportCannedReplySchema) };

  app.get(
    '/api/admin/support/conversations',
    {
      schema: {
        querystring: supportQueueQuerySchema,
        response: { 200: apiOkSchema(z.array(supportQueueRowSchema)) },
      },
    },
    async (request) => {
      const { status, assigned, after_id, limit } = request.query;
      return ok(
        await chat.queue({ status, assigned, afterId: after_id, limit, operatorId: operatorIdOf(request) }),
      );
    },
  );
  app.get(
    '/api/admin/support/conversations/:id',
    {
      schema: {
        ...byId,
        querystring: supportMessagesQuerySchema,
        response: { 200: apiOkSchema(supportConversationDetailSchema) },
      },
    },
    async (request) => {
      const { after_id, before_id, limit } = request.query;
      return ok(
        await chat.detail(
          request.params.id,
          { afterId: after_id, beforeId: before_id, limit },
          operatorIdOf(request),
        ),
      );
    },
  );
  app.post(
    '/api/admin/support/conversations/:id/assign',
    { schema: { ...byId, body: noInputSchema.optional(), response: rowReply } },
    async (request) => ok(await chat.assign(request.params.id, operatorIdOf(request), request.adminAudit)),
  );
  app.post(
    '/api/admin/support/conversations/:id/reply',
    {
      schema: { ...byId, body: supportTextBodySchema, response: { 200: apiOkSchema(supportMessageSchema) } },
    },
    async (request) =>
      ok(
        await chat.reply(request.params.id, operatorIdOf(request), request.body.content, request.adminAudit),
      ),
  );
  app.post(
    '/api/admin/support/conversations/:id/close',
    { schema: { ...byId, body: noInputSchema.optional(), response: rowReply } },
    async (request) => ok(await chat.close(request.params.id, operatorIdOf(request), request.adminAudit)),
  );
  app.get(
    '/api/admin/support/canned',
    {
      schema: {
        querystring: noInputSchema,
        response: { 200: apiOkSchema(z.array(supportCannedReplySchema)) },
      },
    },
    async () => ok(await chat.cannedList()),
  );
  app.post(
    '/api/admin/support/canned',
    { schema: { body: supportCannedBodySchema, response: cannedReply } },
    async (request) => ok(await chat.cannedAdd(request.body, request.adminAudit)),
  );
  app.put(
    '/api/admin/support/canned/:id',
    { schema: { params: supportCannedIdParamsSchema, body: supportCannedBodySchema, response: cannedReply } },
    async (request) => ok(await chat.cannedReplace(request.params.id, request.body, request.adminAudit)),
  );
  app.delete(
    '/api/admin/support/canned/:id',
    {
      schema: {
        params: supportCannedIdParamsSchema,
        response: { 200: apiOkSchema(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await chat.cannedRemove(request.params.id, request.adminAudit);
      return ok({ removed: true as const });
    },
  );
}
