import {
  betRecordsQuerySchema,
  cancelBetBodySchema,
  Messages,
  parseWireInt,
  placeBetBodySchema,
  roomRecordsQuerySchema,
  wireId,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okWith } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { BetQueries } from './bet.queries';
import type { BetService } from './bet.service';
import { parseContent } from './bet-content';

const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const detailQuery = z.object({ id: wireId() });

/** A time filter the contract parsed to epoch ms (wireTime); undefined when absent. */
export function parseTime(ms: number | undefined): Date | undefined {
  return ms === undefined ? undefined : new Date(ms);
}

/** Spec §7 bet calls: place-bet, bet records (items merged), order detail, cancel. */
export async function betRoutes(app: FastifyInstance, opts: { bets: BetService; queries: BetQueries }) {
  const auth = { preHandler: app.authenticate };

  app.post('/api/bet/order', auth, async (request) => {
    const body = parseInput(placeBetBodySchema, request.body);
    const receipt = await opts.bets.place(request.memberId(), {
      gameCode: String(body.game_id),
      roomId: body.game_room_id === undefined ? '' : String(body.game_room_id),
      ...(body.issue !== undefined && { issue: body.issue }),
      items: parseContent(body.content),
      ...(body.idempotency_key !== undefined && { idempotencyKey: body.idempotency_key }),
      ...(body.activeId !== undefined && { activeId: String(body.activeId) }),
    });
    return ok({ content: receipt, receipt });
  });

  const records = async (request: FastifyRequest) => {
    const q = parseInput(betRecordsQuerySchema, input(request) ?? {});
    const from = parseTime(q.startTime);
    const to = parseTime(q.endTime);
    return ok(
      await opts.queries.records(request.memberId(), {
        ...(q.game_id !== undefined && { gameCode: String(q.game_id) }),
        ...(from && { from }),
        ...(to && { to }),
        page: q.page,
        pageSize: q.pageSize,
      }),
    );
  };
  app.post('/api/bet/records', auth, records);
  app.get('/api/bet/records', auth, records);

  // Champion-match variant: the member's orders in one room / activity, answered as {code: 200, data}.
  app.get('/api/bet/room/records', auth, async (request) => {
    const q = parseInput(roomRecordsQuerySchema, request.query);
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
  });

  app.get('/api/bet/order/detail', auth, async (request) => {
    const { id } = parseInput(detailQuery, request.query);
    return ok(await opts.queries.detail(request.memberId(), id));
  });

  app.post('/api/bet/cancel', auth, async (request) => {
    const body = parseInput(cancelBetBodySchema, request.body);
    const id = body.id === undefined || body.id === '' ? undefined : parseWireInt(body.id);
    if (id === undefined ? body.id !== undefined && body.id !== '' : id <= 0)
      return parseInput(z.never(), body.id);
    const result = await opts.bets.cancel(request.memberId(), String(body.game_id), id);
    return ok({ ...result, message: Messages.betCancelSuccess });
  });
}
