-- Two-person approval: a proposed admin request, stored until a second operator decides it.
create table operator_approvals (
  id bigserial primary key,
  -- The central route key ('PUT /api/admin/game-rooms/config') and the permission it needs.
  route text not null,
  permission text not null,
  method text not null,
  url text not null,
  body jsonb,
  summary text not null default '',
  -- pending → executing → executed | failed; pending → rejected
  status text not null default 'pending',
  proposed_by bigint not null references operators (id),
  proposed_at timestamptz not null,
  decided_by bigint references operators (id),
  decided_at timestamptz,
  reason text not null default '',
  result_status integer,
  result jsonb,
  constraint operator_approvals_status check (status in ('pending', 'executing', 'executed', 'failed', 'rejected')),
  constraint operator_approvals_two_people check (decided_by is null or decided_by <> proposed_by)
);
create index operator_approvals_pending on operator_approvals (status, id);
