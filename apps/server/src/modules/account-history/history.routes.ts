import {
  apiOkSchema,
  noInputSchema,
  walletDateGroupsResultSchema,
  walletHistoryQuerySchema,
  walletHistoryResultSchema,
  walletTypeGroupsResultSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { AccountHistoryService } from './history.service';

/** `member/wallet/history` (+ date_groups, type_groups). */
export async function accountHistoryRoutes(
  fastify: FastifyInstance,
  opts: { history: AccountHistoryService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };
  app.get(
    '/api/member/wallet/history',
    {
      ...auth,
      schema: {
        querystring: walletHistoryQuerySchema,
        response: { 200: apiOkSchema(walletHistoryResultSchema) },
      },
    },
    async (request) => ok(await opts.history.history(request.memberId(), request.query)),
  );
  app.get(
    '/api/member/wallet/history/date_groups',
    {
      ...auth,
      schema: {
        querystring: walletHistoryQuerySchema,
        response: { 200: apiOkSchema(walletDateGroupsResultSchema) },
      },
    },
    async (request) => ok(await opts.history.dateGroups(request.memberId(), request.query)),
  );
  app.get(
    '/api/member/wallet/history/type_groups',
    {
      ...auth,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(walletTypeGroupsResultSchema) } },
    },
    async () => ok(opts.history.typeGroups()),
  );
}
