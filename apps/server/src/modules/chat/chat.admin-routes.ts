import {
  apiOkSchema,
  chatAdminMessagesQuerySchema,
  chatAdminMessagesResultSchema,
  chatAdminPostBodySchema,
  chatAdminRoomsQuerySchema,
  chatAdminRoomsResultSchema,
  chatIdParamsSchema,
  chatLiftResultSchema,
  chatMessageSchema,
  chatRecallResultSchema,
  chatRoomConfigBodySchema,
  chatRoomConfigSchema,
  chatSanctionBodySchema,
  chatSanctionSchema,
  chatSanctionsQuerySchema,
  chatSanctionsResultSchema,
  chatWordsBodySchema,
  chatWordsSchema,
  noInputSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { ChatService } from './chat.service';

/**
 * The console's chat area (route-permissions: content.read / content.write): rooms, messages with their
 * reports, staff posts, withdrawals, the word list, mutes and bans. Every write records its audit row in
 * its own transaction.
 */
export async function chatAdminRoutes(fastify: FastifyInstance, opts: { chat: ChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { chat } = opts;
  app.get(
    '/api/admin/chat/rooms',
    {
      schema: {
        querystring: chatAdminRoomsQuerySchema,
        response: { 200: apiOkSchema(chatAdminRoomsResultSchema) },
      },
    },
    async (request) => ok({ list: await chat.roomConfigs(request.query.game_id) }),
  );
  app.put(
    '/api/admin/chat/rooms',
    { schema: { body: chatRoomConfigBodySchema, response: { 200: apiOkSchema(chatRoomConfigSchema) } } },
    async (request) => ok(await chat.setRoom(request.body, request.adminAudit)),
  );
  app.get(
    '/api/admin/chat/messages',
    {
      schema: {
        querystring: chatAdminMessagesQuerySchema,
        response: { 200: apiOkSchema(chatAdminMessagesResultSchema) },
      },
    },
    async (request) => ok(await chat.adminPage(request.query)),
  );
  app.post(
    '/api/admin/chat/messages',
    { schema: { body: chatAdminPostBodySchema, response: { 200: apiOkSchema(chatMessageSchema) } } },
    async (request) => {
      const b = request.body;
      const room = await chat.room(b.game_id, b.room_id);
      return ok(
        await chat.postHouse({
          ...room,
          sender: 'staff',
          content: b.content,
          issue: null,
          audit: request.adminAudit,
        }),
      );
    },
  );
  app.post(
    '/api/admin/chat/messages/:id/recall',
    { schema: { params: chatIdParamsSchema, response: { 200: apiOkSchema(chatRecallResultSchema) } } },
    async (request) => {
      await chat.recall(request.params.id, { audit: request.adminAudit });
      return ok({ recalled: true as const });
    },
  );
  app.get(
    '/api/admin/chat/words',
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(chatWordsSchema) } } },
    async () => ok({ words: await chat.wordList() }),
  );
  app.put(
    '/api/admin/chat/words',
    { schema: { body: chatWordsBodySchema, response: { 200: apiOkSchema(chatWordsSchema) } } },
    async (request) => ok({ words: await chat.setWords(request.body.words, request.adminAudit) }),
  );
  app.get(
    '/api/admin/chat/sanctions',
    {
      schema: {
        querystring: chatSanctionsQuerySchema,
        response: { 200: apiOkSchema(chatSanctionsResultSchema) },
      },
    },
    async (request) => ok({ list: await chat.sanctions(request.query.member_id) }),
  );
  app.post(
    '/api/admin/chat/sanctions',
    { schema: { body: chatSanctionBodySchema, response: { 200: apiOkSchema(chatSanctionSchema) } } },
    async (request) => ok(await chat.sanction(request.body, request.adminAudit)),
  );
  app.post(
    '/api/admin/chat/sanctions/:id/lift',
    { schema: { params: chatIdParamsSchema, response: { 200: apiOkSchema(chatLiftResultSchema) } } },
    async (request) => {
      await chat.lift(request.params.id, request.adminAudit);
      return ok({ lifted: true as const });
    },
  );
}
