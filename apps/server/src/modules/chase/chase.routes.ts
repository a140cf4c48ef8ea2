import {
  apiOkSchema,
  type ChaseCancelResult,
  type ChaseOrderResult,
  chaseCancelResultSchema,
  chaseIdSchema,
  chaseInfoResultSchema,
  chaseListQuerySchema,
  chaseListResultSchema,
  chaseOrderBodySchema,
  chaseOrderResultSchema,
  Messages,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import { parseContent } from '../bet';
import type { ChaseQueries } from './chase.queries';
import type { ChaseService } from './chase.service';

const listReply = { 200: apiOkSchema(chaseListResultSchema) };

/** Bet tasks (追号) over REST: bet/task/order, task/list, task/info, task/cancel. */
export async function chaseRoutes(
  fastify: FastifyInstance,
  opts: { chases: ChaseService; queries: ChaseQueries },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };
  app.post(
    '/api/bet/task/order',
    {
      ...auth,
      schema: { body: chaseOrderBodySchema, response: { 200: apiOkSchema(chaseOrderResultSchema) } },
    },
    async (request) => {
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
    },
  );
  app.get(
    '/api/bet/task/list',
    { ...auth, schema: { querystring: chaseListQuerySchema, response: listReply } },
    async (request) => ok({ list: await opts.queries.history(request.memberId(), request.query.game_id) }),
  );
  app.post(
    '/api/bet/task/list',
    { ...auth, schema: { body: chaseListQuerySchema, response: listReply } },
    async (request) => ok({ list: await opts.queries.history(request.memberId(), request.body.game_id) }),
  );
  app.get(
    '/api/bet/task/info',
    {
      ...auth,
      schema: { querystring: chaseIdSchema, response: { 200: apiOkSchema(chaseInfoResultSchema) } },
    },
    async (request) => {
      const { id: chaseId } = request.query;
      // A direct, member-scoped lookup: any of the member's chases, however old; null for anyone else's.
      return ok(await opts.queries.info(request.memberId(), chaseId));
    },
  );
  app.post(
    '/api/bet/task/cancel',
    { ...auth, schema: { body: chaseIdSchema, response: { 200: apiOkSchema(chaseCancelResultSchema) } } },
    async (request) => {
      const { id: chaseId } = request.body;
      return ok({
        ...(await opts.chases.cancel(request.memberId(), chaseId)),
        message: Messages.chaseCancelSuccess,
      } satisfies ChaseCancelResult);
    },
  );
}
