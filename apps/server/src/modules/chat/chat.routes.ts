import {
  apiOkSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMessagesResultSchema,
  chatReadBodySchema,
  chatReadResultSchema,
  chatRecallBodySchema,
  chatRecallResultSchema,
  chatReportBodySchema,
  chatReportResultSchema,
  chatRoomsQuerySchema,
  chatRoomsResultSchema,
  chatSendBodySchema,
  chatShareBetBodySchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenOf } from '../../lib/device';
import { ok } from '../../lib/reply';
import type { ChatService } from './chat.service';

/**
 * Member calls: the room list (public; a token adds unread counts), a room's messages (history and
 * resume), send, share a bet, read mark, withdraw one's own message, report one.
 */
export async function chatRoutes(fastify: FastifyInstance, opts: { chat: ChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { chat } = opts;
  const auth = { preValidation: app.authenticate };
  app.get(
    '/api/chat/rooms',
    { schema: { querystring: chatRoomsQuerySchema, response: { 200: apiOkSchema(chatRoomsResultSchema) } } },
    async (request) => {
      const member = await app.sessions.resolve(tokenOf(request));
      return ok({ list: await chat.rooms(request.query.game_id, member?.memberId) });
    },
  );
  app.get(
    '/api/chat/messages',
    {
      ...auth,
      schema: {
        querystring: chatMessagesQuerySchema,
        response: { 200: apiOkSchema(chatMessagesResultSchema) },
      },
    },
    async (request) => ok(await chat.page(request.memberId(), request.query)),
  );
  app.post(
    '/api/chat/send',
    { ...auth, schema: { body: chatSendBodySchema, response: { 200: apiOkSchema(chatMessageSchema) } } },
    async (request) => ok(await chat.send(request.memberId(), request.body)),
  );
  app.post(
    '/api/chat/share-bet',
    { ...auth, schema: { body: chatShareBetBodySchema, response: { 200: apiOkSchema(chatMessageSchema) } } },
    async (request) => ok(await chat.shareBet(request.memberId(), request.body.order_id)),
  );
  app.post(
    '/api/chat/read',
    { ...auth, schema: { body: chatReadBodySchema, response: { 200: apiOkSchema(chatReadResultSchema) } } },
    async (request) => {
      const b = request.body;
      return ok(await chat.markRead(request.memberId(), b.game_id, b.room_id, b.last_id));
    },
  );
  app.post(
    '/api/chat/recall',
    {
      ...auth,
      schema: { body: chatRecallBodySchema, response: { 200: apiOkSchema(chatRecallResultSchema) } },
    },
    async (request) => {
      await chat.recall(request.body.id, { memberId: request.memberId() });
      return ok({ recalled: true as const });
    },
  );
  app.post(
    '/api/chat/report',
    {
      ...auth,
      schema: { body: chatReportBodySchema, response: { 200: apiOkSchema(chatReportResultSchema) } },
    },
    async (request) => {
      await chat.report(request.memberId(), request.body.id, request.body.reason);
      return ok({ reported: true as const });
    },
  );
}
