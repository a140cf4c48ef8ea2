import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { agentAdminRoutes } from './agent.admin-routes';
import { DEFAULT_PROMOTE_AT_DIRECT_INVITES } from './agent.config';
import { registerAgentJobs } from './agent.jobs';
import { agentRoutes } from './agent.routes';
import { AgentService } from './agent.service';
import { AgentReportService } from './agent-report.service';
import { AgentWalletService } from './agent-wallet.service';
import { startCommissionScheduler } from './commission.scheduler';
import { CommissionService } from './commission.service';
import { CommissionStatementService } from './commission-statement.service';
import { ProfitCommissionService } from './profit-commission.service';

export type AgentPluginOptions = {
  now: () => Date;
  /** Run the daily commission check on a timer (servers yes; tests drive `agentCommissions` themselves). */
  autoStart: boolean;
  /** The configured rule: direct invitees that make a member an agent (null: operators decide alone). */
  promoteAtDirectInvites?: number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Invite attribution at registration (auth's `onRegistered`) and the agent role. */
    agents: AgentService;
    /** Daily commission runs (the scheduler, the console, tests). */
    agentCommissions: CommissionService;
    /** Weekly profit (negative-GGR) commission runs. */
    agentProfitCommissions: ProfitCommissionService;
  }
}

/** Invite friends and the agent area: links, attribution, the closure-table hierarchy, reports, commissions. */
async function agent(app: FastifyInstance, opts: AgentPluginOptions) {
  const { db } = app;
  const agents = new AgentService(db, {
    now: opts.now,
    promoteAtDirectInvites: opts.promoteAtDirectInvites ?? DEFAULT_PROMOTE_AT_DIRECT_INVITES,
  });
  const commissions = new CommissionService(db, opts.now);
  app.decorate('agents', agents);
  const profitCommissions = new ProfitCommissionService(db, opts.now);
  app.decorate('agentCommissions', commissions);
  app.decorate('agentProfitCommissions', profitCommissions);
  await app.register(agentRoutes, {
    agents,
    reports: new AgentReportService(db, opts.now),
    wallet: new AgentWalletService(db, app.protection),
    statements: new CommissionStatementService(db),
  });
  registerAgentJobs(app.sbin, agents);
  await app.register(agentAdminRoutes, { agents, commissions, profitCommissions });
  if (opts.autoStart) {
    const stop = startCommissionScheduler(commissions, profitCommissions, app.log);
    app.addHook('onClose', async () => stop());
  }
}

export const agentPlugin = fp(agent, { name: 'qilin-agent' });
