-- Bets. An order is one accepted submission (one receipt); its items are the bets, each holding its own
-- stake in the ledger (ledger_holds) from the same transaction that inserted it.
create table chase_plans (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  game_code text not null,
  room_id text not null default '',
  is_win_stop boolean not null,
  status text not null default 'running' check (status in ('running', 'finished', 'stopped', 'cancelled')),
  content jsonb not null,
  issues integer not null,
  total_fen bigint not null,
  idempotency_key text,
  created_at timestamptz not null default now(),
  unique (member_id, idempotency_key)
);

create table bet_orders (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  game_code text not null,
  room_id text not null default '',
  issue_id bigint not null references draw_issues (id),
  issue text not null,
  chase_id bigint references chase_plans (id),
  multiple integer not null default 1,
  status text not null default 'open' check (status in ('open', 'cancelled', 'settled')),
  total_fen bigint not null check (total_fen > 0),
  idempotency_key text,
  -- SHA-256 of the request a key was first used with: a replay with another body is refused.
  request_hash text not null default '',
  -- The receipt exactly as first answered (text keeps its key order, so replays are byte-identical).
  receipt text not null,
  receipt_hash text not null,
  placed_at timestamptz not null,
  unique (member_id, idempotency_key)
);
create index bet_orders_member_idx on bet_orders (member_id, placed_at desc);
create index bet_orders_issue_idx on bet_orders (issue_id);
create index bet_orders_chase_idx on bet_orders (chase_id) where chase_id is not null;

create table bets (
  id bigint generated always as identity primary key,
  order_id bigint not null references bet_orders (id),
  member_id bigint not null references members (id),
  issue_id bigint not null references draw_issues (id),
  play_id text not null,
  name text not null,
  selection jsonb not null,
  odds jsonb not null,
  stake_fen bigint not null check (stake_fen > 0),
  hold_id bigint not null references ledger_holds (id),
  status text not null default 'pending'
    check (status in ('pending', 'won', 'lost', 'push', 'refunded', 'cancelled')),
  payout_fen bigint not null default 0 check (payout_fen >= 0),
  settled_at timestamptz
);
create index bets_issue_pending_idx on bets (issue_id) where status = 'pending';
create index bets_order_idx on bets (order_id);
