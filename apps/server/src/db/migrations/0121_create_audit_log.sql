-- The operator audit log: append-only and hash-chained (modules/operator/audit-log.ts).
create table audit_log (
  id bigserial primary key,
  at timestamptz not null,
  -- 'operator' | 'bootstrap' (the shared ADMIN_TOKEN) | 'anonymous' (a failed sign-in)
  actor_kind text not null,
  operator_id bigint,
  actor_name text not null,
  action text not null,
  target text not null default '',
  ip text not null default '',
  request_id text not null default '',
  before jsonb,
  after jsonb,
  -- The previous row's hash ('' for the first row); unique, so the chain can never fork.
  prev_hash text not null unique,
  hash text not null unique
);
create index audit_log_by_operator on audit_log (operator_id, id);
create index audit_log_by_action on audit_log (action, id);

create function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end
$$;

create trigger audit_log_append_only
  before update or delete on audit_log
  for each row execute function audit_log_refuse_change();

create trigger audit_log_no_truncate
  before truncate on audit_log
  for each statement execute function audit_log_refuse_change();
