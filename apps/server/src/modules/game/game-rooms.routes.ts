import {
  apiOkWithSchema,
  enterGameBodySchema,
  enterGameResultSchema,
  type MemberLimitViewResult,
  memberLimitViewResultSchema,
  recentGamesQuerySchema,
  recentGamesResultSchema,
  roadMapResultSchema,
  roomMembersResultSchema,
  roomReadQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okWith } from '../../lib/reply';
import type { SbinRegistry } from '../../transport/sbin-registry';
import type { MemberLimitService } from '../bet';
import type { GameService } from './game.service';
import type { GameRoomsService } from './game-rooms.service';
import type { PredictionService } from './prediction.service';
import type { RecentGamesService } from './recent-games.service';
import type { RoomPresenceService } from './room-presence.service';

/** These calls carry `code: 200` beside the result. */
const withCode = <R extends z.ZodType>(result: R) => ({
  200: apiOkWithSchema(result, { code: z.literal(200) }),
});

/** Room members, road chart, member limit and recent games (REST), plus the /sbin room jobs. */
export async function gameRoomRoutes(
  fastify: FastifyInstance,
  opts: {
    rooms: GameRoomsService;
    games: GameService;
    recent: RecentGamesService;
    limits: MemberLimitService;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };
  // Entering a game room records it for the hall's recent games.
  app.post(
    '/api/lottery/enter',
    { ...auth, schema: { body: enterGameBodySchema, response: withCode(enterGameResultSchema) } },
    async (request) => {
      const b = request.body;
      await opts.recent.enter(request.memberId(), b.game_id, String(b.game_room_id));
      return okWith({ game_id: b.game_id }, { code: 200 });
    },
  );
  app.get(
    '/api/lottery/recent',
    { ...auth, schema: { querystring: recentGamesQuerySchema, response: withCode(recentGamesResultSchema) } },
    async (request) => {
      const q = request.query;
      return okWith({ list: await opts.recent.list(request.memberId(), q.count) }, { code: 200 });
    },
  );
  app.get(
    '/api/lottery/room/members',
    { ...auth, schema: { querystring: roomReadQuerySchema, response: withCode(roomMembersResultSchema) } },
    async (request) => {
      const q = request.query;
      return okWith(await opts.rooms.roomMembers(q.game_id, String(q.game_room_id)), { code: 200 });
    },
  );
  app.get(
    '/api/lottery/map',
    { ...auth, schema: { querystring: roomReadQuerySchema, response: withCode(roadMapResultSchema) } },
    async (request) => {
      const q = request.query;
      return okWith(await opts.rooms.roadMap(q.game_id, q.count), { code: 200 });
    },
  );
  app.get(
    '/api/lottery/member/limit',
    {
      ...auth,
      schema: { querystring: roomReadQuerySchema, response: withCode(memberLimitViewResultSchema) },
    },
    async (request) => {
      // The stake range the member bets under here: the game's limits tightened by the member's own.
      const q = request.query;
      const family = opts.games.family(q.game_id);
      const view: MemberLimitViewResult = await opts.limits.view(
        request.memberId(),
        family.limits,
        family.code,
      );
      return okWith(view, { code: 200 });
    },
  );
}

export function registerRoomJobs(
  registry: SbinRegistry,
  deps: {
    recent: RecentGamesService;
    predictions: PredictionService;
    presence: RoomPresenceService;
  },
): void {
  const { recent, predictions, presence } = deps;
  registry.register('recent_game', {
    auth: true,
    handle: async (_p, ctx) => ({
      code: '1',
      message: 'success',
      result: await recent.list(ctx.request.memberId()),
    }),
  });
  // `gid` names the game, `id` the room: one room, every room of the game, or (neither) every room.
  registry.register('online_list', {
    auth: false,
    handle: async (p) => ({
      code: '1',
      message: 'success',
      result: await presence.onlineList(
        p.gid === undefined || p.gid === '' ? undefined : String(p.gid),
        p.id === undefined ? undefined : String(p.id),
      ),
    }),
  });
  // Hints are per game (every room of a game shares its draws): `gid` names the game, `id` the room.
  registry.register('prediction', {
    auth: true,
    handle: async (p) => ({
      code: '1',
      message: 'success',
      result: [await predictions.current(String(p.gid))],
    }),
  });
  registry.register('prediction_list', {
    auth: true,
    handle: async (p) => ({ code: '1', message: 'success', result: await predictions.list(String(p.gid)) }),
  });
}
