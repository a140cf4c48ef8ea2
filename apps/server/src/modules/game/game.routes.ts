import { wireInt } from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
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
const hasGameId = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { game_id?: unknown }).game_id !== undefined;

const roomOf = (room: string | number | undefined) => (room === undefined ? '' : String(room));
/** GET reads the query string, POST the body: the client uses both for the same calls. */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

/** Spec §7 lottery and guest-lottery calls (REST). Guest variants need no login. */
export async function gameRoutes(app: FastifyInstance, opts: { games: GameService }) {
  const { games } = opts;
  const auth = { preHandler: app.authenticate };
  const both = (
    path: string,
    options: object,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    app.get(path, options, handler);
    app.post(path, options, handler);
  };

  for (const [prefix, options] of [
    ['/api/lottery', auth],
    ['/api/guest/lottery', {}],
  ] as const) {
    // The catalogue is fixed for the life of the process: the answer is served as cached JSON text
    // (and, encrypted, as a cached ciphertext of that exact text — see plugins/encryption.ts).
    both(`${prefix}/info`, options, async (r, reply) => {
      if (prefix === '/api/guest/lottery' && !hasGameId(input(r))) {
        const q = parseInput(overviewQuery, input(r) ?? {});
        return ok(await games.guestOverview(q.type as 1 | 2 | undefined));
      }
      const q = parseInput(gameQuery, input(r));
      const text = await games.lotteryInfoJson(q.game_id, roomOf(q.game_room_id));
      reply.reuseCiphertext = true;
      return reply.type('application/json; charset=utf-8').send(text);
    });
    both(`${prefix}/sale/issue`, options, async (r) =>
      ok(await games.saleIssue(parseInput(gameQuery, input(r)).game_id)),
    );
    both(`${prefix}/history/draw`, options, async (r) => {
      const q = parseInput(historyQuery, input(r));
      return ok(await games.history(q.game_id, q.count, q.page));
    });
    both(`${prefix}/issue`, options, async (r) => {
      const q = parseInput(issueQuery, input(r));
      return ok(await games.issue(q.game_id, q.issue));
    });
  }
  both('/api/lottery/sale/issues', auth, async (r) => {
    const q = parseInput(upcomingQuery, input(r));
    return ok(await games.upcoming(q.game_id, q.count));
  });
  both('/api/lottery/how_play', auth, async (r) =>
    ok(games.howPlay(parseInput(gameQuery, input(r)).game_id)),
  );
  both('/api/lottery/main', auth, async (r) => {
    const q = parseInput(mainQuery, input(r));
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
  both('/api/lottery/game_info', auth, async (r) => {
    const q = parseInput(gameQuery, input(r));
    return ok(await games.gameInfo(q.game_id, roomOf(q.game_room_id)));
  });
  // Public, like the terminal hashes it lists: anyone may hold the operator to them.
  both('/api/lottery/epochs', {}, async (r) =>
    ok(await games.epochs(parseInput(gameQuery, input(r)).game_id)),
  );
  both('/api/lottery/class', {}, async (r) =>
    ok(await games.classList(parseInput(classQuery, input(r)).type as 1 | 2 | 3)),
  );
}
