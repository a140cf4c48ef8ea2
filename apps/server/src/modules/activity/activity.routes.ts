import {
  apiOkSchema,
  giftLogsQuerySchema,
  giftLogsResultSchema,
  noInputSchema,
  PromotionMessages,
  signInfoSchema,
  signResultSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { GiftLogService } from './gift.service';
import type { SignInService } from './sign-in.service';

/** Activity paths of spec §7 that exist so far: `gift/logs`, `sign_info`, `sign`. */
export async function activityRoutes(
  fastify: FastifyInstance,
  opts: { gifts: GiftLogService; signIns: SignInService },
) {
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
  app.get(
    '/api/activity/sign_info',
    {
      preValidation: app.authenticate,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(signInfoSchema) } },
    },
    async (request) => ok(await opts.signIns.info(request.memberId())),
  );
  app.post(
    '/api/activity/sign',
    {
      preValidation: app.authenticate,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(signResultSchema) } },
    },
    async (request) => ok(await opts.signIns.sign(request.memberId()), PromotionMessages.signed),
  );
}
