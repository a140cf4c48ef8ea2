import {
  apiOkSchema,
  noInputSchema,
  type RebateInfo,
  rebateInfoResultSchema,
  rebateMemberParamsSchema,
  rebateSetBodySchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ok } from '../../lib/reply';
import type { RebateBook } from './rebate.service';

const infoReply = { 200: apiOkSchema(rebateInfoResultSchema) };

/** The member's rebate ceiling and step (the norm panel's slider). */
export async function rebateRoutes(
  fastify: FastifyInstance,
  opts: { db: Kysely<Database>; book: RebateBook },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = { preHandler: app.authenticate, schema: { querystring: noInputSchema, response: infoReply } };
  const info = async (memberId: number): Promise<RebateInfo> => opts.book.info(opts.db, memberId);
  app.get('/api/bet/rebate', route, async (request) => ok(await info(request.memberId())));
  app.post('/api/bet/rebate', route, async (request) => ok(await info(request.memberId())));
}

/** Operator calls (x-admin-token): read and set one member's rebate ceiling. */
export async function rebateAdminRoutes(
  fastify: FastifyInstance,
  opts: { db: Kysely<Database>; book: RebateBook },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/api/admin/members/:memberId/rebate',
    { schema: { params: rebateMemberParamsSchema, response: infoReply } },
    async (request) => ok(await opts.book.info(opts.db, request.params.memberId)),
  );
  app.put(
    '/api/admin/members/:memberId/rebate',
    { schema: { params: rebateMemberParamsSchema, body: rebateSetBodySchema, response: infoReply } },
    async (request) => {
      const { memberId } = request.params;
      const { maxBp } = request.body;
      await opts.book.setMax(opts.db, memberId, maxBp, request.adminAudit);
      return ok(await opts.book.info(opts.db, memberId));
    },
  );
}
