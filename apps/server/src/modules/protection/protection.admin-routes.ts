import {
  apiOkSchema,
  noInputSchema,
  protectionAdminViewSchema,
  protectionExclusionBodySchema,
  protectionLiftBodySchema,
  protectionMemberParamsSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { ProtectionService } from './protection.service';

const viewReply = { 200: apiOkSchema(protectionAdminViewSchema) };

/**
 * Operators: a member's protection state, an operator exclusion, and lifting one. A member's own
 * time-out or self-exclusion cannot be lifted (the service refuses it, whoever asks).
 */
export async function protectionAdminRoutes(
  fastify: FastifyInstance,
  opts: { protection: ProtectionService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { protection } = opts;
  app.addHook('onRequest', app.requireAdmin);
  const base = '/api/admin/members/:memberId/protection';
  app.get(
    base,
    { schema: { params: protectionMemberParamsSchema, querystring: noInputSchema, response: viewReply } },
    async (request) => ok(await protection.adminView(request.params.memberId)),
  );
  app.post(
    `${base}/exclusion`,
    {
      schema: {
        params: protectionMemberParamsSchema,
        body: protectionExclusionBodySchema,
        response: viewReply,
      },
    },
    async (request) => {
      const actor = request.adminActor;
      const operatorId = actor?.kind === 'operator' ? actor.operator.id : undefined;
      const { days, reason } = request.body;
      return ok(
        await protection.exclude(request.params.memberId, days, reason, request.adminAudit, operatorId),
      );
    },
  );
  app.post(
    `${base}/lift`,
    { schema: { params: protectionMemberParamsSchema, body: protectionLiftBodySchema, response: viewReply } },
    async (request) =>
      ok(await protection.lift(request.params.memberId, request.body.break_id, request.adminAudit)),
  );
}
