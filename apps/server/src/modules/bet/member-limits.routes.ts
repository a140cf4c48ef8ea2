import {
  apiOkSchema,
  memberLimitRemoveResultSchema,
  memberLimitRowQuerySchema,
  memberLimitSetBodySchema,
  memberLimitsQuerySchema,
  memberLimitsResultSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { MemberLimitService } from './member-limits.service';

const listReply = { 200: apiOkSchema(memberLimitsResultSchema) };

/** Operator calls (x-admin-token) for a member's own bet limits: read, set a row, remove a row. */
export async function memberLimitAdminRoutes(fastify: FastifyInstance, opts: { limits: MemberLimitService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/api/admin/member-limits',
    { schema: { querystring: memberLimitsQuerySchema, response: listReply } },
    async (request) => ok({ list: await opts.limits.list(request.query.member_id) }),
  );
  app.put(
    '/api/admin/member-limits',
    { schema: { body: memberLimitSetBodySchema, response: listReply } },
    async (request) => {
      const b = request.body;
      const list = await opts.limits.set(
        b.member_id,
        {
          gameCode: b.game_id,
          maxPerBetFen: b.max_per_bet_fen,
          maxPerIssueFen: b.max_per_issue_fen,
        },
        request.adminAudit,
      );
      return ok({ list });
    },
  );
  app.delete(
    '/api/admin/member-limits',
    {
      schema: {
        querystring: memberLimitRowQuerySchema,
        response: { 200: apiOkSchema(memberLimitRemoveResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const removed = await opts.limits.remove(q.member_id, q.game_id, request.adminAudit);
      return ok({ removed, list: await opts.limits.list(q.member_id) });
    },
  );
}
