import {
  AgentMessages,
  agentWalletHistoryResultSchema,
  agentWalletSchema,
  agentWalletTransferBodySchema,
  agentWalletTransferResultSchema,
  apiOkSchema,
  commissionStatementsResultSchema,
  friendsInfoSchema,
  friendsListQuerySchema,
  friendsListResultSchema,
  inviteDeleteQuerySchema,
  inviteGenerateBodySchema,
  inviteLinkSchema,
  inviteListResultSchema,
  invitePlanQuerySchema,
  invitePlanResultSchema,
  noInputSchema,
  pageQuerySchema,
  rechargeSubordinateBodySchema,
  rechargeSubordinateResultSchema,
  statsQuerySchema,
  subInfoQuerySchema,
  subInfoSchema,
  subordinatesQuerySchema,
  subordinatesResultSchema,
  subReportQuerySchema,
  subReportResultSchema,
  teamStatsSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { readSealedSecret } from '../security';
import { agentOnly } from './agent.guard';
import type { AgentService } from './agent.service';
import type { AgentReportService } from './agent-report.service';
import type { AgentWalletService } from './agent-wallet.service';
import type { CommissionStatementService } from './commission-statement.service';

export type AgentRouteOptions = {
  agents: AgentService;
  reports: AgentReportService;
  wallet: AgentWalletService;
  statements: CommissionStatementService;
};

const reply = <T extends z.ZodType>(schema: T) => ({ 200: apiOkSchema(schema) });

/**
 * Invite friends (`/api/friends/*`, any member: their direct invitees) and the agent area (`/api/agent/*`:
 * invite links for every member, the reports and the wallet for agents only).
 */
export async function agentRoutes(fastify: FastifyInstance, opts: AgentRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { agents, reports, wallet, statements } = opts;
  const member = { preValidation: app.authenticate };
  const agent = { preValidation: app.authenticate, preHandler: agentOnly(agents) };

  // Invite links: every member invites friends; an agent link (type 2) is for agents.
  app.get(
    '/api/agent/invite/list',
    { ...member, schema: { querystring: noInputSchema, response: reply(inviteListResultSchema) } },
    async (request) => ok({ list: await agents.links(request.memberId()) }),
  );
  app.delete(
    '/api/agent/invite/list',
    { ...member, schema: { querystring: inviteDeleteQuerySchema, response: reply(z.object({})) } },
    async (request) => {
      await agents.deleteLink(request.memberId(), request.query.id);
      return ok({});
    },
  );
  app.post(
    '/api/agent/invite/generate',
    { ...member, schema: { body: inviteGenerateBodySchema, response: reply(inviteLinkSchema) } },
    async (request) => ok(await agents.generate(request.memberId(), request.body.linkType)),
  );
  app.get(
    '/api/agent/invite/plan',
    { ...member, schema: { querystring: invitePlanQuerySchema, response: reply(invitePlanResultSchema) } },
    async (request) => ok(await agents.planFor(request.memberId(), request.query.linkType)),
  );

  // Friends: the member's own direct invitees.
  app.get(
    '/api/friends/info',
    { ...member, schema: { querystring: noInputSchema, response: reply(friendsInfoSchema) } },
    async (request) => ok(await agents.friendsInfo(request.memberId())),
  );
  app.get(
    '/api/friends/list',
    { ...member, schema: { querystring: friendsListQuerySchema, response: reply(friendsListResultSchema) } },
    async (request) => ok(await reports.subordinates(request.memberId(), request.query, 1)),
  );
  app.get(
    '/api/friends/statisticians',
    { ...member, schema: { querystring: statsQuerySchema, response: reply(teamStatsSchema) } },
    async (request) => ok(await reports.stats(request.memberId(), request.query.range, 1)),
  );
  app.get(
    '/api/friends/sub_report',
    { ...member, schema: { querystring: subReportQuerySchema, response: reply(subReportResultSchema) } },
    async (request) => ok(await reports.subReport(request.memberId(), request.query, request.query.range, 1)),
  );

  // The agent area: the whole line at any depth, agents only.
  app.get(
    '/api/agent/subordinates',
    { ...agent, schema: { querystring: subordinatesQuerySchema, response: reply(subordinatesResultSchema) } },
    async (request) => ok(await reports.subordinates(request.memberId(), request.query, request.query.depth)),
  );
  app.get(
    '/api/agent/sub_info',
    { ...agent, schema: { querystring: subInfoQuerySchema, response: reply(subInfoSchema) } },
    async (request) => ok(await reports.subInfo(request.memberId(), request.query.memberId)),
  );
  app.get(
    '/api/agent/sub_statisticians',
    { ...agent, schema: { querystring: statsQuerySchema, response: reply(teamStatsSchema) } },
    async (request) => ok(await reports.stats(request.memberId(), request.query.range)),
  );
  // Team bets (sub_bet_records) and team deposits / withdrawals (sub_reports): one row per member.
  app.get(
    '/api/agent/sub_bet_records',
    { ...agent, schema: { querystring: subReportQuerySchema, response: reply(subReportResultSchema) } },
    async (request) => ok(await reports.subReport(request.memberId(), request.query, request.query.range)),
  );
  app.get(
    '/api/agent/sub_reports',
    { ...agent, schema: { querystring: subReportQuerySchema, response: reply(subReportResultSchema) } },
    async (request) => ok(await reports.subReport(request.memberId(), request.query, request.query.range)),
  );
  app.get(
    '/api/agent/bet_commissions',
    { ...agent, schema: { querystring: pageQuerySchema, response: reply(commissionStatementsResultSchema) } },
    async (request) => ok(await statements.page(request.memberId(), request.query)),
  );

  app.get(
    '/api/agent/wallet',
    { ...agent, schema: { querystring: noInputSchema, response: reply(agentWalletSchema) } },
    async (request) => ok(await wallet.balance(request.memberId())),
  );
  app.get(
    '/api/agent/wallet/history',
    { ...agent, schema: { querystring: pageQuerySchema, response: reply(agentWalletHistoryResultSchema) } },
    async (request) => ok(await wallet.history(request.memberId(), request.query)),
  );
  app.post(
    '/api/agent/wallet/transfer',
    {
      ...agent,
      schema: { body: agentWalletTransferBodySchema, response: reply(agentWalletTransferResultSchema) },
    },
    async (request) =>
      ok(await wallet.toMainWallet(request.memberId(), request.body.amountFen, request.body.idempotency_key)),
  );
  app.post(
    '/api/agent/wallet/recharge_subordinate',
    {
      ...agent,
      schema: { body: rechargeSubordinateBodySchema, response: reply(rechargeSubordinateResultSchema) },
    },
    async (request) => {
      const body = request.body;
      // Sealed only (`secpwd_enc`): a plain `secpwd` is refused before anything is read.
      const secpwd = readSealedSecret(app.passwordCipher, body, 'secpwd');
      const done = await wallet.rechargeSubordinate(request.memberId(), {
        memberId: body.memberId,
        amountFen: body.amountFen,
        secpwd,
        key: body.idempotency_key,
      });
      return ok(done, AgentMessages.rechargeSubordinateDone);
    },
  );
}
