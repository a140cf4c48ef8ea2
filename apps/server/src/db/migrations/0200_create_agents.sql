-- Invite friends and agents (modules/agent, issue 22).

-- Invite plans (spec §3): levels top agent first, each {scale, scaleDiff} in basis points.
create table agent_plans (
  id bigint generated always as identity primary key,
  name text not null,
  bet_commission jsonb not null,
  profit_rate_bp integer not null default 0 check (profit_rate_bp between 0 and 10000),
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index agent_plans_one_default on agent_plans (is_default) where is_default;
insert into agent_plans (name, bet_commission, profit_rate_bp, is_default) values
  ('默认方案', '[{"scale":150,"scaleDiff":50},{"scale":100,"scaleDiff":40},{"scale":60,"scaleDiff":60}]', 0, true);

-- Every member the module knows: who invited them (permanent, first touch) and their agent standing.
create table agent_members (
  member_id bigint primary key references members (id),
  inviter_id bigint references members (id),
  link_id bigint,
  is_agent boolean not null default false,
  agent_since timestamptz,
  plan_id bigint references agent_plans (id),
  level integer not null default 0 check (level >= 0),
  rate_bp integer not null default 0 check (rate_bp between 0 and 10000),
  profit_carry_fen bigint not null default 0 check (profit_carry_fen <= 0),
  registered_at timestamptz not null default now(),
  check (inviter_id is null or inviter_id <> member_id),
  check (is_agent = (agent_since is not null))
);
create index agent_members_inviter on agent_members (inviter_id, registered_at desc) where inviter_id is not null;
create index agent_members_agents on agent_members (member_id) where is_agent;

-- The hierarchy as a closure table: one row per (ancestor, descendant) pair at any depth, written once
-- when the descendant registers (a new member has no descendants, so no row can close a cycle).
create table agent_tree (
  ancestor_id bigint not null references members (id),
  descendant_id bigint not null references members (id),
  depth integer not null check (depth > 0),
  primary key (ancestor_id, descendant_id),
  check (ancestor_id <> descendant_id)
);
create index agent_tree_descendant on agent_tree (descendant_id, depth);
create index agent_tree_ancestor_depth on agent_tree (ancestor_id, depth, descendant_id);

-- Invite links and their codes (邀请码). link_type 1 invites a member, 2 an agent (agents only).
create table agent_invite_links (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  code text not null unique,
  link_type smallint not null default 1 check (link_type in (1, 2)),
  plan_id bigint references agent_plans (id),
  registrations integer not null default 0,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index agent_invite_links_member on agent_invite_links (member_id, id) where deleted_at is null;

-- Commission runs: one per kind and Asia/Shanghai period; 'done' once every agent's statement is written.
create table agent_commission_runs (
  kind text not null check (kind in ('bet', 'profit')),
  period_key text not null,
  status text not null default 'running' check (status in ('running', 'done')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  primary key (kind, period_key)
);

-- One statement per agent, kind and period, written in the transaction that pays it (the unique key and
-- the ledger's idempotency key make a rerun pay nothing twice).
create table agent_commission_statements (
  id bigint generated always as identity primary key,
  agent_id bigint not null references members (id),
  kind text not null check (kind in ('bet', 'profit')),
  period_key text not null,
  base_fen bigint not null,
  commission_fen bigint not null check (commission_fen >= 0),
  carry_out_fen bigint not null default 0 check (carry_out_fen <= 0),
  transfer_id bigint,
  created_at timestamptz not null default now(),
  unique (agent_id, kind, period_key)
);
create index agent_commission_statements_period on agent_commission_statements (kind, period_key);
