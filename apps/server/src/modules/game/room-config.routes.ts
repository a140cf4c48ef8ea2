import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { RoomConfigService } from './room-config.service';

const gameId = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
/** '' (or absent) = the game's default row, which every room without its own row plays. */
const roomId = z
  .union([z.string().max(64), z.number().int()])
  .default('')
  .transform(String);
const viewQuery = z.object({ game_id: gameId, game_room_id: roomId });
const setBody = z.object({
  game_id: gameId,
  game_room_id: roomId,
  odds: z.record(z.string(), z.unknown()).optional(),
  rules: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Operator calls for per room odds and rules (x-admin-token): read a game's rows and a room's
 * effective settings, replace a row, remove a row. Game info and bets follow at once on this process.
 */
export async function roomConfigAdminRoutes(fastify: FastifyInstance, opts: { rooms: RoomConfigService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  app.get('/api/admin/game-rooms/config', { schema: { querystring: viewQuery } }, async (request) => {
    const q = request.query;
    return ok(await opts.rooms.view(q.game_id, q.game_room_id));
  });
  app.put('/api/admin/game-rooms/config', { schema: { body: setBody } }, async (request) => {
    const b = request.body;
    await opts.rooms.set(b.game_id, b.game_room_id, { odds: b.odds, rules: b.rules });
    return ok(await opts.rooms.view(b.game_id, b.game_room_id));
  });
  app.delete('/api/admin/game-rooms/config', { schema: { querystring: viewQuery } }, async (request) => {
    const q = request.query;
    const removed = await opts.rooms.remove(q.game_id, q.game_room_id);
    return ok({ removed, ...(await opts.rooms.view(q.game_id, q.game_room_id)) });
  });
}
