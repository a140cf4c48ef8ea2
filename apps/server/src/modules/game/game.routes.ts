import { wireInt } from '@qilin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { GameService } from './game.service';

const gameId = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const gameQuery = z.object({
  game_id: gameId,
  game_room_id: z.union([z.string().max(64), z.number()]).optional(),
});
const historyQuery = gameQuery.extend({
  count: wireInt(1, 100).default(10),
  page: wireInt(1, 10_000).default(1),
});
const mainQuery = gameQuery.extend({
  count: wireInt(1, 100).default(10),
  // Legacy clients send a boolean, a JSON 0/1 or the text forms; nothing else is a flag.
  isFirst: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).optional(),
  activeId: z.union([z.string().max(64), z.number()]).optional(),
});
const issueQuery = gameQuery.extend({ issue: z.string().min(1).max(32) });
/** Upcoming issues on sale: a chase buys at most 120, and its start may move a few issues on. */
export const MAX_UPCOMING_ISSUES = 130;
const upcomingQuery = gameQuery.extend({
  count: wireInt(1, MAX_UPCOMING_ISSUES).default(10),
});
const classQuery = z.object({ type: wireInt(1, 3).default(1) });
/** Guest info without a game: the overview of every drawn game, optionally one class (1 or 2). */
const overviewQuery = z.object({
  type: wireInt(1, 2).optional(),
  game_room_id: z.union([z.string().max(64), z.number()]).optional(),
});
/** Guest info: one game when `game_id` is given, else the overview (optionally one class). */
const guestInfoQuery = overviewQuery.extend({ game_id: gameId.optional() });

const roomOf = (room: string | number | undefined) => (room === undefined ? '' : String(room));

/** Spec §7 lottery and guest-lottery calls (REST). Guest variants need no login. */
export async function gameRoutes(fastify: FastifyInstance, opts: { games: GameService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { games } = opts;
  const auth = { preValidation: app.authenticate };
  /** GET reads the query string, POST the body: the client uses both for the same calls. */
  const both = <S extends z.ZodType>(
    path: string,
    options: object,
    schema: S,
    handler: (q: z.output<S>, reply: FastifyReply) => Promise<unknown>,
  ) => {
    app.get(path, { ...options, schema: { querystring: schema } }, (r, reply) =>
      handler(r.query as z.output<S>, reply),
    );
    app.post(path, { ...options, schema: { body: schema } }, (r, reply) =>
      handler(r.body as z.output<S>, reply),
    );
  };
  const lotteryInfo = async (gameCode: string, room: string | number | undefined, reply: FastifyReply) => {
    // The catalogue is fixed for the life of the process: the answer is served as cached JSON text
    // (and, encrypted, as a cached ciphertext of that exact text — see plugins/encryption.ts).
    const text = await games.lotteryInfoJson(gameCode, roomOf(room));
    reply.reuseCiphertext = true;
    return reply.type('application/json; charset=utf-8').send(text);
  };

  both('/api/lottery/info', auth, gameQuery, (q, reply) => lotteryInfo(q.game_id, q.game_room_id, reply));
  both('/api/guest/lottery/info', {}, guestInfoQuery, async (q, reply) => {
    if (q.game_id === undefined) return ok(await games.guestOverview(q.type as 1 | 2 | undefined));
    return lotteryInfo(q.game_id, q.game_room_id, reply);
  });
  for (const [prefix, options] of [
    ['/api/lottery', auth],
    ['/api/guest/lottery', {}],
  ] as const) {
    both(`${prefix}/sale/issue`, options, gameQuery, async (q) => ok(await games.saleIssue(q.game_id)));
    both(`${prefix}/history/draw`, options, historyQuery, async (q) =>
      ok(await games.history(q.game_id, q.count, q.page)),
    );
    both(`${prefix}/issue`, options, issueQuery, async (q) => ok(await games.issue(q.game_id, q.issue)));
  }
  both('/api/lottery/sale/issues', auth, upcomingQuery, async (q) =>
    ok(await games.upcoming(q.game_id, q.count)),
  );
  both('/api/lottery/how_play', auth, gameQuery, async (q) => ok(games.howPlay(q.game_id)));
  both('/api/lottery/main', auth, mainQuery, async (q) => {
    const isFirst = q.isFirst === true || q.isFirst === 1 || q.isFirst === '1' || q.isFirst === 'true';
    return ok(
      await games.mainData(
        q.game_id,
        q.count,
        isFirst,
        q.activeId === undefined ? undefined : String(q.activeId),
      ),
    );
  });
  both('/api/lottery/game_info', auth, gameQuery, async (q) =>
    ok(await games.gameInfo(q.game_id, roomOf(q.game_room_id))),
  );
  // Public, like the terminal hashes it lists: anyone may hold the operator to them.
  both('/api/lottery/epochs', {}, gameQuery, async (q) => ok(await games.epochs(q.game_id)));
  both('/api/lottery/class', {}, classQuery, async (q) => ok(await games.classList(q.type as 1 | 2 | 3)));
}
