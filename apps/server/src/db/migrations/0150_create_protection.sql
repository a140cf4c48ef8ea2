-- Player protection (modules/protection, issue 19). A member with a row in protection_members has
-- limits or a break: their money paths lock that row and check in the transaction that moves the money.
-- A member without one pays nothing on the bet hot path beyond one index probe in the placement prelude.
create table protection_members (
  member_id bigint primary key references members (id),
  updated_at timestamptz not null default now()
);

-- One row per limit the member set. value null = none in force; pending_set = a raise or removal waits
-- until pending_due for the member's confirmation (pending_value null = removal).
create table protection_limits (
  member_id bigint not null references protection_members (member_id),
  key text not null check (key in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week',
    'loss_month', 'stake_day', 'stake_week', 'stake_month', 'single_bet', 'session_minutes')),
  value bigint check (value >= 0),
  pending_set boolean not null default false,
  pending_value bigint check (pending_value >= 0),
  pending_due timestamptz,
  updated_at timestamptz not null default now(),
  primary key (member_id, key),
  check (pending_set = (pending_due is not null))
);

-- Time-outs, self-exclusions and operator exclusions. Never deleted; only an operator exclusion is lifted.
create table protection_breaks (
  id bigint generated always as identity primary key,
  member_id bigint not null references protection_members (member_id),
  kind text not null check (kind in ('timeout', 'self_exclusion', 'operator_exclusion')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  lifted_at timestamptz,
  operator_id bigint,
  reason text not null default '',
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (lifted_at is null or kind = 'operator_exclusion')
);
create index protection_breaks_member_idx on protection_breaks (member_id, ends_at desc);

-- What a protected member did per Asia/Shanghai day: stakes placed, returns (payouts, refunds,
-- cancellations) and deposits credited. Limits and the statement add these up per day / week / month.
create table protection_usage (
  member_id bigint not null references protection_members (member_id),
  day date not null,
  stake_fen bigint not null default 0 check (stake_fen >= 0),
  return_fen bigint not null default 0 check (return_fen >= 0),
  deposit_fen bigint not null default 0 check (deposit_fen >= 0),
  primary key (member_id, day)
);
