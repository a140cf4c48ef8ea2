import {
  betRecordsQuerySchema,
  cancelBetBodySchema,
  Messages,
  placeBetBodySchema,
  roomRecordsQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { BetQueries } from './bet.queries';
import type { BetService } from './bet.service';
import { parseContent } from './bet-content';

const ok = <T>(result: T) => ({ success: true as const, result });
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const detailQuery = z.object({ id: z.coerce.number().int().positive() });

/** A time filter given as epoch ms or 'YYYY-MM-DD[ HH:mm:ss]' (Asia/Shanghai); undefined when absent. */
export function parseTime(value: string | number | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'number' || /^\d{10,13}$/.test(value)) {
    const n = Number(value);
    return new Date(n < 1e12 ? n * 1000 : n);
  }
  const d = new Date(/[T ]\d/.test(value) ? `${value.replace(' ', 'T')}+08:00` : `${value}T00:00:00+08:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
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
    return { success: true, code: 200, data, result: data };
  });

  app.get('/api/bet/order/detail', auth, async (request) => {
    const { id } = parseInput(detailQuery, request.query);
    return ok(await opts.queries.detail(request.memberId(), id));
  });

  app.post('/api/bet/cancel', auth, async (request) => {
    const body = parseInput(cancelBetBodySchema, request.body);
    const id = body.id === undefined || body.id === '' ? undefined : Number(body.id);
    if (id !== undefined && !Number.isSafeInteger(id)) return parseInput(z.never(), body.id);
    const result = await opts.bets.cancel(request.memberId(), String(body.game_id), id);
    return ok({ ...result, message: Messages.betCancelSuccess });
  });
}
