import {
  adminAgentParamsSchema,
  adminAgentsResultSchema,
  adminCommissionRunBodySchema,
  adminCommissionRunResultSchema,
  adminMakeAgentBodySchema,
  adminPlansResultSchema,
  apiOkSchema,
  noInputSchema,
  pageQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { AgentService } from './agent.service';
import { AgentAdminService } from './agent-admin.service';
import type { CommissionService } from './commission.service';
import type { ProfitCommissionService } from './profit-commission.service';

/** The console's agents area (permissions: operator/route-permissions.config.ts). */
export async function agentAdminRoutes(
  fastify: FastifyInstance,
  opts: { agents: AgentService; commissions: CommissionService; profitCommissions: ProfitCommissionService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  const { agents, commissions, profitCommissions } = opts;
  const db = app.db;
  const admin = new AgentAdminService(db);

  app.get(
    '/api/admin/agents',
    { schema: { querystring: pageQuerySchema, response: { 200: apiOkSchema(adminAgentsResultSchema) } } },
    async (request) => ok(await admin.agents(request.query)),
  );
  app.get(
    '/api/admin/agents/plans',
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(adminPlansResultSchema) } } },
    async () => ok(await admin.plans()),
  );
  // The operator decision that makes a member an agent, audited in its transaction.
  app.post(
    '/api/admin/agents/:memberId',
    {
      schema: {
        params: adminAgentParamsSchema,
        body: adminMakeAgentBodySchema,
        response: {
          200: apiOkSchema(
            z.object({ memberId: z.number().int(), level: z.number().int(), rateBp: z.number().int() }),
          ),
        },
      },
    },
    async (request) => {
      const { memberId } = request.params;
      const s = await agents.makeAgent(memberId, request.body.planId, (trx) =>
        request.adminAudit.record(trx, {
          action: 'agent.made',
          target: `member:${memberId}`,
          before: { isAgent: false },
          after: { isAgent: true, planId: request.body.planId ?? null },
        }),
      );
      return ok({ memberId, level: s.level, rateBp: s.rate_bp });
    },
  );
  app.post(
    '/api/admin/agents/commission-runs',
    {
      schema: {
        body: adminCommissionRunBodySchema,
        response: { 200: apiOkSchema(adminCommissionRunResultSchema) },
      },
    },
    async (request) => {
      const kind = request.body.kind ?? 'bet';
      const period =
        kind === 'profit'
          ? profitCommissions.period(request.body.periodKey)
          : commissions.period(request.body.periodKey);
      // The run pays agent by agent in transactions of its own; the request is audited before it starts.
      await db.transaction().execute((trx) =>
        request.adminAudit.record(trx, {
          action: 'agent-commission.run',
          target: `${kind}:${period.key}`,
          before: null,
          after: { kind, periodKey: period.key },
        }),
      );
      return ok(
        kind === 'profit'
          ? await profitCommissions.runProfitCommission(period.key)
          : await commissions.runBetCommission(period.key),
      );
    },
  );
}
