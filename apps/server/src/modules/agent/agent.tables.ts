import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Fen = ColumnType<number, number | undefined, number>;

/** Migration 0200: invite plans; bet_commission is the spec's levels [{scale, scaleDiff}] in bp. */
export interface AgentPlansTable {
  id: Generated<number>;
  name: string;
  bet_commission: ColumnType<{ scale: number; scaleDiff: number }[], string, string>;
  profit_rate_bp: ColumnType<number, number | undefined, number>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** Migration 0200: a member's inviter (permanent) and agent standing. */
export interface AgentMembersTable {
  member_id: number;
  inviter_id: ColumnType<number | null, number | null | undefined, never>;
  link_id: ColumnType<number | null, number | null | undefined, never>;
  is_agent: ColumnType<boolean, boolean | undefined, boolean>;
  agent_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  plan_id: ColumnType<number | null, number | null | undefined, number | null>;
  level: ColumnType<number, number | undefined, number>;
  rate_bp: ColumnType<number, number | undefined, number>;
  profit_carry_fen: Fen;
  registered_at: CreatedAt;
}

/** Migration 0200: the closure table, one row per ancestor–descendant pair (depth ≥ 1). */
export interface AgentTreeTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** Migration 0200: invite links (link_type 1 member, 2 agent). */
export interface AgentInviteLinksTable {
  id: Generated<number>;
  member_id: number;
  code: string;
  link_type: ColumnType<number, number | undefined, never>;
  plan_id: ColumnType<number | null, number | null | undefined, never>;
  registrations: ColumnType<number, number | undefined, number>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/** Migration 0200: one commission run per kind and Asia/Shanghai period. */
export interface AgentCommissionRunsTable {
  kind: 'bet' | 'profit';
  period_key: string;
  status: ColumnType<'running' | 'done', 'running' | 'done' | undefined, 'running' | 'done'>;
  started_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0200: one agent's statement for one period, written with its payment. */
export interface AgentCommissionStatementsTable {
  id: Generated<number>;
  agent_id: number;
  kind: 'bet' | 'profit';
  period_key: string;
  base_fen: number;
  commission_fen: number;
  carry_out_fen: Fen;
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface AgentTables {
  agent_plans: AgentPlansTable;
  agent_members: AgentMembersTable;
  agent_tree: AgentTreeTable;
  agent_invite_links: AgentInviteLinksTable;
  agent_commission_runs: AgentCommissionRunsTable;
  agent_commission_statements: AgentCommissionStatementsTable;
}

declare module '../../db/database' {
  interface Database extends AgentTables {}
}
