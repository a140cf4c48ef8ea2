export { type AgentPluginOptions, agentPlugin } from './agent.plugin';
export { AgentService } from './agent.service';
export type { AgentTables } from './agent.tables';
export { type AfterAgentPaid, type CommissionRunResult, CommissionService } from './commission.service';
export { ProfitCommissionService } from './profit-commission.service';
