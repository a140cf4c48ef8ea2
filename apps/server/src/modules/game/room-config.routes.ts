import {
  apiOkSchema,
  approvalPendingViewSchema,
  roomConfigBodySchema,
  roomConfigQuerySchema,
  roomConfigRemoveResultSchema,
  roomConfigViewResultSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { RoomConfigService } from './room-config.service';

const viewReply = { 200: apiOkSchema(roomConfigViewResultSchema) };

/**
 * Operator calls for per room odds and rules (x-admin-token): read a game's rows and a room's
 * effective settings, replace a row, remove a row. Game info and bets follow at once on this process.
 */
// An operator's change waits for a second operator (202, modules/operator approval policies).
const pendingReply = { 202: apiOkSchema(approvalPendingViewSchema) };

export async function roomConfigAdminRoutes(fastify: FastifyInstance, opts: { rooms: RoomConfigService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/api/admin/game-rooms/config',
    { schema: { querystring: roomConfigQuerySchema, response: viewReply } },
    async (request) => {
      const q = request.query;
      return ok(await opts.rooms.view(q.game_id, q.game_room_id));
    },
  );
  app.put(
    '/api/admin/game-rooms/config',
    { schema: { body: roomConfigBodySchema, response: { ...viewReply, ...pendingReply } } },
    async (request) => {
      const b = request.body;
      await opts.rooms.set(b.game_id, b.game_room_id, { odds: b.odds, rules: b.rules }, request.adminAudit);
      return ok(await opts.rooms.view(b.game_id, b.game_room_id));
    },
  );
  app.delete(
    '/api/admin/game-rooms/config',
    {
      schema: {
        querystring: roomConfigQuerySchema,
        response: { 200: apiOkSchema(roomConfigRemoveResultSchema), ...pendingReply },
      },
    },
    async (request) => {
      const q = request.query;
      const removed = await opts.rooms.remove(q.game_id, q.game_room_id, request.adminAudit);
      return ok({ removed, ...(await opts.rooms.view(q.game_id, q.game_room_id)) });
    },
  );
}
