import {
  type ApiOk,
  apiOkSchema,
  drawHistoryQuerySchema,
  drawHistoryResultSchema,
  epochsResultSchema,
  gameBetInfoResultSchema,
  gameClassQuerySchema,
  gameClassResultSchema,
  gameQuerySchema,
  guestOverviewQuerySchema,
  guestOverviewResultSchema,
  howPlayResultSchema,
  issueQuerySchema,
  issueResultSchema,
  lotteryInfoResultSchema,
  mainLotteryQuerySchema,
  mainLotteryResultSchema,
  saleIssueResultSchema,
  upcomingIssuesResultSchema,
  upcomingQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { GameService } from './game.service';

/** Guest info: one game when `game_id` is given, else the overview (optionally one class). */
const guestInfoQuery = guestOverviewQuerySchema.extend({ game_id: gameQuerySchema.shape.game_id.optional() });

/** The overview, or one game's info (cached JSON text, checked where GameService builds it). */
const guestInfoResult = z.union([guestOverviewResultSchema, lotteryInfoResultSchema]);

const roomOf = (room: string | number | undefined) => (room === undefined ? '' : String(room));

/** Spec §7 lottery and guest-lottery calls (REST). Guest variants need no login. */
export async function gameRoutes(fastify: FastifyInstance, opts: { games: GameService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { games } = opts;
  const auth = { preValidation: app.authenticate };
  /**
   * GET reads the query string, POST the body: the client uses both for the same calls. Each handler's
   * answer is typed by its result schema (draw results are the contract's per-family union). The routes
   * go on the plain instance: the type provider cannot resolve a generic schema, and `schema` (S)
   * has already parsed what the handler receives.
   */
  const both = <S extends z.ZodType, R extends z.ZodType>(
    path: string,
    options: object,
    schema: S,
    result: R,
    handler: (input: z.output<S>, reply: FastifyReply) => Promise<ApiOk<z.input<R>> | FastifyReply>,
  ) => {
    const response = { 200: apiOkSchema(result) };
    const parsed = (input: unknown) => input as z.output<S>;
    fastify.get(path, { ...options, schema: { querystring: schema, response } }, (r, reply) =>
      handler(parsed(r.query), reply),
    );
    fastify.post(path, { ...options, schema: { body: schema, response } }, (r, reply) =>
      handler(parsed(r.body), reply),
    );
  };
  const lotteryInfo = async (gameCode: string, room: string | number | undefined, reply: FastifyReply) => {
    // The catalogue is fixed for the life of the process: the answer is served as cached JSON text
    // (and, encrypted, as a cached ciphertext of that exact text — see plugins/encryption.ts).
    const text = await games.lotteryInfoJson(gameCode, roomOf(room));
    reply.reuseCiphertext = true;
    return reply.type('application/json; charset=utf-8').send(text);
  };

  both('/api/lottery/info', auth, gameQuerySchema, lotteryInfoResultSchema, (q, reply) =>
    lotteryInfo(q.game_id, q.game_room_id, reply),
  );
  both('/api/guest/lottery/info', {}, guestInfoQuery, guestInfoResult, async (q, reply) => {
    if (q.game_id === undefined) return ok(await games.guestOverview(q.type));
    return lotteryInfo(q.game_id, q.game_room_id, reply);
  });
  for (const [prefix, options] of [
    ['/api/lottery', auth],
    ['/api/guest/lottery', {}],
  ] as const) {
    both(`${prefix}/sale/issue`, options, gameQuerySchema, saleIssueResultSchema, async (q) =>
      ok(await games.saleIssue(q.game_id)),
    );
    both(`${prefix}/history/draw`, options, drawHistoryQuerySchema, drawHistoryResultSchema, async (q) =>
      ok(await games.history(q.game_id, q.count, q.page)),
    );
    both(`${prefix}/issue`, options, issueQuerySchema, issueResultSchema, async (q) =>
      ok(await games.issue(q.game_id, q.issue)),
    );
  }
  both('/api/lottery/sale/issues', auth, upcomingQuerySchema, upcomingIssuesResultSchema, async (q) =>
    ok(await games.upcoming(q.game_id, q.count)),
  );
  both('/api/lottery/how_play', auth, gameQuerySchema, howPlayResultSchema, async (q) =>
    ok(games.howPlay(q.game_id)),
  );
  both('/api/lottery/main', auth, mainLotteryQuerySchema, mainLotteryResultSchema, async (q) => {
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
  both('/api/lottery/game_info', auth, gameQuerySchema, gameBetInfoResultSchema, async (q) =>
    ok(await games.gameInfo(q.game_id, roomOf(q.game_room_id))),
  );
  // Public, like the terminal hashes it lists: anyone may hold the operator to them.
  both('/api/lottery/epochs', {}, gameQuerySchema, epochsResultSchema, async (q) =>
    ok(await games.epochs(q.game_id)),
  );
  both('/api/lottery/class', {}, gameClassQuerySchema, gameClassResultSchema, async (q) =>
    ok(await games.classList(q.type)),
  );
}
