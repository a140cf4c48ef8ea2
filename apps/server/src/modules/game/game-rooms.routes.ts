import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { SbinRegistry } from '../../transport/sbin-registry';
import type { GameService } from './game.service';
import type { GameRoomsService } from './game-rooms.service';

const gameId = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const roomQuery = z.object({
  game_id: gameId,
  game_room_id: z.union([z.string().max(64), z.number().int()]).default(''),
  count: z.coerce.number().int().min(1).max(200).default(60),
});
const ok = <T>(result: T) => ({ success: true as const, code: 200, result });

/** Room members, road chart and member limit (REST), plus recent game / online list / predictions (/sbin). */
export async function gameRoomRoutes(
  app: FastifyInstance,
  opts: { rooms: GameRoomsService; games: GameService },
) {
  const auth = { preHandler: app.authenticate };
  app.get('/api/lottery/room/members', auth, async (request) => {
    const q = parseInput(roomQuery, request.query);
    return ok(await opts.rooms.roomMembers(q.game_id, String(q.game_room_id)));
  });
  app.get('/api/lottery/map', auth, async (request) => {
    const q = parseInput(roomQuery, request.query);
    return ok(await opts.rooms.roadMap(q.game_id, q.count));
  });
  app.get('/api/lottery/member/limit', auth, async (request) => {
    const q = parseInput(roomQuery, request.query);
    return ok(opts.games.family(q.game_id).limits);
  });
}

export function registerRoomJobs(
  registry: SbinRegistry,
  rooms: GameRoomsService,
  online: () => number,
): void {
  registry.register('recent_game', {
    auth: true,
    handle: async (_p, ctx) => ({
      code: '1',
      message: 'success',
      result: await rooms.recentGames(ctx.request.memberId()),
    }),
  });
  registry.register('online_list', {
    auth: false,
    handle: async () => ({ code: '1', message: 'success', result: [{ online: online() }] }),
  });
  registry.register('prediction', {
    auth: true,
    handle: async (p) => ({ code: '1', message: 'success', result: [await rooms.prediction(String(p.gid))] }),
  });
  registry.register('prediction_list', {
    auth: true,
    handle: async (p) => ({
      code: '1',
      message: 'success',
      result: [await rooms.roadMap(String(p.gid), 60)],
    }),
  });
}
