import type { InvitePlanView } from '@qilin/contract';
import { request } from '../../lib/api-client';

export type AgentRow = {
  memberId: number;
  username: string;
  planId: number | null;
  level: number;
  rateBp: number;
  descendants: number;
  agentSince: string | null;
};

export type CommissionRun = {
  periodKey: string;
  agentsPaid: number;
  commissionFen: number;
  alreadyDone: boolean;
};

const PAGE_SIZE = 20;

/** The agents area: agents, plans, the make-agent decision and a day's commission run. */
export const agentsApi = {
  pageSize: PAGE_SIZE,
  agents: (page: number) =>
    request<{ list: AgentRow[]; total: number }>('/api/admin/agents', {
      query: { page, pageSize: PAGE_SIZE },
    }),
  plans: () => request<{ list: InvitePlanView[] }>('/api/admin/agents/plans'),
  makeAgent: (memberId: number, planId?: number) =>
    request<{ memberId: number; level: number; rateBp: number }>(`/api/admin/agents/${memberId}`, {
      body: planId === undefined ? {} : { planId },
    }),
  /** 'bet': yesterday's bet commission; 'profit': last week's profit (negative-GGR) commission. */
  runCommission: (kind: 'bet' | 'profit' = 'bet', periodKey?: string) =>
    request<CommissionRun>('/api/admin/agents/commission-runs', {
      body: periodKey ? { kind, periodKey } : { kind },
    }),
};

/** Basis points as a percentage: 150 → '1.5%'. */
export function bpText(bp: number): string {
  // Basis points are hundredths of a percent: split the digits (no division, no float).
  const digits = String(Math.abs(bp)).padStart(3, '0');
  const whole = `${bp < 0 ? '-' : ''}${digits.slice(0, -2)}`;
  const rest = digits.slice(-2).replace(/0+$/, '');
  return rest ? `${whole}.${rest}%` : `${whole}%`;
}
