import {
  apiOkSchema,
  apiOkWithSchema,
  betOrderDetailQuerySchema,
  betOrderDetailResultSchema,
  betRecordsQuerySchema,
  betRecordsResultSchema,
  type CancelBetResult,
  cancelBetBodySchema,
  cancelBetResultSchema,
  Messages,
  type PlaceBetResult,
  parseWireInt,
  placeBetBodySchema,
  placeBetResultSchema,
  roomRecordsQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okWith } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { BetQueries } from './bet.queries';
import type { BetService } from './bet.service';
import { parseContent } from './bet-content.input';

/** A time filter the contract parsed to epoch ms (wireTime); undefined when absent. */
export function parseTime(ms: number | undefined): Date | undefined {
  return ms === undefined ? undefined : new Date(ms);
}

/** Spec §7 bet calls: place-bet, bet records (items merged), order detail, cancel. */
export async function betRoutes(fastify: FastifyInstance, opts: { bets: BetService; queries: BetQueries }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };

  app.post(
    '/api/bet/order',
    { ...auth, schema: { body: placeBetBodySchema, response: { 200: apiOkSchema(placeBetResultSchema) } } },
    async (request) => {
      const body = request.body;
      const receipt = await opts.bets.place(request.memberId(), {
        gameCode: String(body.game_id),
        roomId: body.game_room_id === undefined ? '' : String(body.game_room_id),
        ...(body.issue !== undefined && { issue: body.issue }),
        items: parseContent(body.content),
        ...(body.idempotency_key !== undefined && { idempotencyKey: body.idempotency_key }),
        ...(body.activeId !== undefined && { activeId: String(body.activeId) }),
      });
      return ok({ content: receipt, receipt } satisfies PlaceBetResult);
    },
  );

  const recordsReply = { 200: apiOkSchema(betRecordsResultSchema) };
  const records = async (memberId: number, q: z.output<typeof betRecordsQuerySchema>) => {
    const from = parseTime(q.startTime);
    const to = parseTime(q.endTime);
    return ok(
      await opts.queries.records(memberId, {
        ...(q.game_id !== undefined && { gameCode: String(q.game_id) }),
        ...(from && { from }),
        ...(to && { to }),
        page: q.page,
        pageSize: q.pageSize,
      }),
    );
  };
  app.post(
    '/api/bet/records',
    { ...auth, schema: { body: betRecordsQuerySchema, response: recordsReply } },
    (request) => records(request.memberId(), request.body),
  );
  app.get(
    '/api/bet/records',
    { ...auth, schema: { querystring: betRecordsQuerySchema, response: recordsReply } },
    (request) => records(request.memberId(), request.query),
  );

  // Champion-match variant: the member's orders in one room / activity, answered as {code: 200, data}.
  app.get(
    '/api/bet/room/records',
    {
      ...auth,
      schema: {
        querystring: roomRecordsQuerySchema,
        response: {
          200: apiOkWithSchema(betRecordsResultSchema, {
            code: z.literal(200),
            data: betRecordsResultSchema,
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const from = parseTime(q.startTime);
      const to = parseTime(q.endTime);
      const data = await opts.queries.records(request.memberId(), {
        gameCode: String(q.gameId),
        ...(q.gameRoomId !== undefined && { roomId: String(q.gameRoomId) }),
        ...(q.activeId !== undefined && { activeId: String(q.activeId) }),
        ...(from && { from }),
        ...(to && { to }),
        page: q.pageNum,
        pageSize: q.pageSize,
      });
      return okWith(data, { code: 200, data });
    },
  );

  app.get(
    '/api/bet/order/detail',
    {
      ...auth,
      schema: {
        querystring: betOrderDetailQuerySchema,
        response: { 200: apiOkSchema(betOrderDetailResultSchema) },
      },
    },
    async (request) => ok(await opts.queries.detail(request.memberId(), request.query.id)),
  );

  app.post(
    '/api/bet/cancel',
    { ...auth, schema: { body: cancelBetBodySchema, response: { 200: apiOkSchema(cancelBetResultSchema) } } },
    async (request) => {
      const body = request.body;
      const id = body.id === undefined || body.id === '' ? undefined : parseWireInt(body.id);
      if (id === undefined ? body.id !== undefined && body.id !== '' : id <= 0)
        return parseInput(z.never(), body.id);
      const result = await opts.bets.cancel(request.memberId(), String(body.game_id), id);
      return ok({ ...result, message: Messages.betCancelSuccess } satisfies CancelBetResult);
    },
  );
}
