import { type ChaseCancelResult, type ChaseOrderResult, Messages, wireId, wireInt } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import { parseContent } from '../bet';
import type { ChaseQueries } from './chase.queries';
import type { ChaseService } from './chase.service';

const id = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const flag = z
  .union([z.boolean(), z.number(), z.string().max(8)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const int = (min: number, max: number) => wireInt(min, max);

/** The chase list (zhList): each issue with its own multiple, in draw order. */
export const zhListSchema = z
  .array(z.object({ issue: z.string().min(1).max(32), multiple: int(1, 10_000) }))
  .min(1)
  .max(120);

export const chaseOrderSchema = z.object({
  game_id: id,
  game_room_id: z.union([z.string().max(64), z.number().int()]).optional(),
  content: z.union([z.string().min(1).max(20_000), z.array(z.unknown()).min(1).max(100)]),
  /** Issue count when no zhList names the issues (the next `times` issues at `multiple`). */
  times: int(1, 120).optional(),
  multiple: int(1, 10_000).default(1),
  zhList: zhListSchema.optional(),
  isWinStop: flag.default(false),
  idempotency_key: z.string().min(8).max(64).optional(),
});
const cancelSchema = z.object({ id: wireId() });
const listSchema = z.object({ game_id: id.optional() });

/** Bet tasks (追号) over REST: bet/task/order, task/list, task/info, task/cancel. */
export async function chaseRoutes(
  fastify: FastifyInstance,
  opts: { chases: ChaseService; queries: ChaseQueries },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };
  app.post('/api/bet/task/order', { ...auth, schema: { body: chaseOrderSchema } }, async (request) => {
    const b = request.body;
    if (b.times === undefined && b.zhList === undefined) parseInput(z.never(), b.times);
    const result = await opts.chases.follow(request.memberId(), {
      gameCode: b.game_id,
      roomId: b.game_room_id === undefined ? '' : String(b.game_room_id),
      items: parseContent(b.content as string | unknown[]),
      times: b.zhList?.length ?? b.times ?? 1,
      multiple: b.multiple,
      ...(b.zhList !== undefined && { zhList: b.zhList }),
      isWinStop: b.isWinStop,
      ...(b.idempotency_key !== undefined && { idempotencyKey: b.idempotency_key }),
    });
    return ok({ ...result, message: Messages.chaseSetSuccess } satisfies ChaseOrderResult);
  });
  app.get('/api/bet/task/list', { ...auth, schema: { querystring: listSchema } }, async (request) =>
    ok({ list: await opts.queries.history(request.memberId(), request.query.game_id) }),
  );
  app.post('/api/bet/task/list', { ...auth, schema: { body: listSchema } }, async (request) =>
    ok({ list: await opts.queries.history(request.memberId(), request.body.game_id) }),
  );
  app.get('/api/bet/task/info', { ...auth, schema: { querystring: cancelSchema } }, async (request) => {
    const { id: chaseId } = request.query;
    // A direct, member-scoped lookup: any of the member's chases, however old; null for anyone else's.
    return ok(await opts.queries.info(request.memberId(), chaseId));
  });
  app.post('/api/bet/task/cancel', { ...auth, schema: { body: cancelSchema } }, async (request) => {
    const { id: chaseId } = request.body;
    return ok({
      ...(await opts.chases.cancel(request.memberId(), chaseId)),
      message: Messages.chaseCancelSuccess,
    } satisfies ChaseCancelResult);
  });
}
