import {
  apiOkSchema,
  giftClaimResultSchema,
  noInputSchema,
  PromotionMessages,
  vipGiftReceiveBodySchema,
  vipGiftsSchema,
  vipInfoSchema,
  vipRebateExplainSchema,
  vipRulesSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { VipService } from './vip.service';

/** Member VIP calls of spec §7: `vip`, `vip/rules`, `vip/gifts`, `vip/gift/receive`, `vip/rebate_explain`. */
export async function vipRoutes(fastify: FastifyInstance, opts: { vip: VipService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };
  app.get(
    '/api/member/vip',
    { ...auth, schema: { querystring: noInputSchema, response: { 200: apiOkSchema(vipInfoSchema) } } },
    async (request) => ok(await opts.vip.info(request.memberId())),
  );
  app.get(
    '/api/member/vip/rules',
    { ...auth, schema: { querystring: noInputSchema, response: { 200: apiOkSchema(vipRulesSchema) } } },
    async () => ok(await opts.vip.rules()),
  );
  app.get(
    '/api/member/vip/gifts',
    { ...auth, schema: { querystring: noInputSchema, response: { 200: apiOkSchema(vipGiftsSchema) } } },
    async (request) => ok(await opts.vip.gifts(request.memberId())),
  );
  app.post(
    '/api/member/vip/gift/receive',
    {
      ...auth,
      schema: { body: vipGiftReceiveBodySchema, response: { 200: apiOkSchema(giftClaimResultSchema) } },
    },
    async (request) =>
      ok(await opts.vip.receive(request.memberId(), request.body.key), PromotionMessages.claimed),
  );
  app.get(
    '/api/member/vip/rebate_explain',
    {
      ...auth,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(vipRebateExplainSchema) } },
    },
    async (request) => ok(await opts.vip.rebateExplain(request.memberId())),
  );
}
