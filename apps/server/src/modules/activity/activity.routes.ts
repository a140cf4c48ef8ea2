import { apiOkSchema, giftLogsQuerySchema, giftLogsResultSchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { GiftLogService } from './gift.service';

/** Activity paths of spec §7 that exist so far: `activity/gift/logs`. */
export async function activityRoutes(fastify: FastifyInstance, opts: { gifts: GiftLogService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/activity/gift/logs',
    {
      preValidation: app.authenticate,
      schema: { querystring: giftLogsQuerySchema, response: { 200: apiOkSchema(giftLogsResultSchema) } },
    },
    async (request) =>
      ok(await opts.gifts.logs(request.memberId(), request.query.page, request.query.pageSize)),
  );
}
