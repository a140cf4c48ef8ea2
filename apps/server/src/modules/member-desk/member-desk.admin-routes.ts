import {
  apiOkSchema,
  betRecordsResultSchema,
  chaseListResultSchema,
  memberAdjustBody,
  memberAdjustResultSchema,
  memberDepositsResultSchema,
  memberFreezeBody,
  memberFreezeStateSchema,
  memberIdParams,
  memberLedgerResultSchema,
  memberPageQuery,
  memberProfileSchema,
  memberSearchQuery,
  memberSearchResultSchema,
  memberSessionsResultSchema,
  withdrawListResultSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { MemberAdjustService } from './member-adjust.service';
import type { MemberDeskService } from './member-desk.service';

export type MemberDeskRouteOptions = { desk: MemberDeskService; adjustments: MemberAdjustService };

/**
 * The console's members area under /api/admin/members (permissions: operator/route-permissions.ts;
 * unfreeze and adjust wait for a second operator: operator/approval-policies.ts).
 */
export async function memberDeskAdminRoutes(fastify: FastifyInstance, opts: MemberDeskRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  const { desk, adjustments } = opts;
  const paged = (query: { page: number; page_size: number }) => ({
    page: query.page,
    pageSize: query.page_size,
  });

  app.get(
    '/api/admin/members',
    { schema: { querystring: memberSearchQuery, response: { 200: apiOkSchema(memberSearchResultSchema) } } },
    async (request) => ok(await desk.search(request.query.q, paged(request.query))),
  );
  app.get(
    '/api/admin/members/:memberId',
    { schema: { params: memberIdParams, response: { 200: apiOkSchema(memberProfileSchema) } } },
    async (request) => ok(await desk.profile(request.params.memberId)),
  );
  app.get(
    '/api/admin/members/:memberId/ledger',
    {
      schema: {
        params: memberIdParams,
        querystring: memberPageQuery,
        response: { 200: apiOkSchema(memberLedgerResultSchema) },
      },
    },
    async (request) => ok(await desk.ledger(request.params.memberId, paged(request.query))),
  );
  app.get(
    '/api/admin/members/:memberId/bets',
    {
      schema: {
        params: memberIdParams,
        querystring: memberPageQuery,
        response: { 200: apiOkSchema(betRecordsResultSchema) },
      },
    },
    async (request) => ok(await desk.bets(request.params.memberId, paged(request.query))),
  );
  app.get(
    '/api/admin/members/:memberId/chases',
    { schema: { params: memberIdParams, response: { 200: apiOkSchema(chaseListResultSchema) } } },
    async (request) => ok(await desk.chases(request.params.memberId)),
  );
  app.get(
    '/api/admin/members/:memberId/deposits',
    {
      schema: {
        params: memberIdParams,
        querystring: memberPageQuery,
        response: { 200: apiOkSchema(memberDepositsResultSchema) },
      },
    },
    async (request) => ok(await desk.deposits(request.params.memberId, paged(request.query))),
  );
  app.get(
    '/api/admin/members/:memberId/withdrawals',
    {
      schema: {
        params: memberIdParams,
        querystring: memberPageQuery,
        response: { 200: apiOkSchema(withdrawListResultSchema) },
      },
    },
    async (request) => ok(await desk.withdrawals(request.params.memberId, paged(request.query))),
  );
  app.get(
    '/api/admin/members/:memberId/sessions',
    { schema: { params: memberIdParams, response: { 200: apiOkSchema(memberSessionsResultSchema) } } },
    async (request) => ok(await desk.sessionsOf(request.params.memberId)),
  );
  app.post(
    '/api/admin/members/:memberId/freeze',
    {
      schema: {
        params: memberIdParams,
        body: memberFreezeBody,
        response: { 200: apiOkSchema(memberFreezeStateSchema) },
      },
    },
    async (request) =>
      ok(await desk.freeze(request.params.memberId, request.body.reason, request.adminAudit)),
  );
  app.post(
    '/api/admin/members/:memberId/unfreeze',
    {
      schema: {
        params: memberIdParams,
        body: memberFreezeBody,
        response: { 200: apiOkSchema(memberFreezeStateSchema) },
      },
    },
    async (request) => ok(await desk.unfreeze(request.params.memberId, request.adminAudit)),
  );
  app.post(
    '/api/admin/members/:memberId/adjust',
    {
      schema: {
        params: memberIdParams,
        body: memberAdjustBody,
        response: { 200: apiOkSchema(memberAdjustResultSchema) },
      },
    },
    async (request) => {
      await desk.member(request.params.memberId);
      return ok(await adjustments.adjust(request.params.memberId, request.body, request.adminAudit));
    },
  );
}
