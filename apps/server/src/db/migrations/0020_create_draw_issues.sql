-- Provably-fair draws (game-rules A1, B §14). One hash chain per game and epoch: the secret s_N stays
-- here, the terminal hash s_0 is public. Issue i of a chain draws with s_i; its commitment is s_{i-1}
-- (the terminal hash for i = 1), which is public before the issue opens for bets.
create table draw_chains (
  id bigint generated always as identity primary key,
  game_code text not null,
  epoch integer not null,
  secret_hex text not null,
  length integer not null check (length > 0),
  terminal_hash text not null,
  -- The next chain index to hand to a new issue (1 … length); past length a new epoch starts.
  next_index integer not null default 1,
  created_at timestamptz not null default now(),
  unique (game_code, epoch)
);

create table draw_issues (
  id bigint generated always as identity primary key,
  game_code text not null,
  issue text not null,
  open_at timestamptz not null,
  close_at timestamptz not null,
  draw_at timestamptz not null,
  state text not null default 'OPEN' check (state in ('OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID')),
  chain_id bigint not null references draw_chains (id),
  chain_index integer not null,
  commitment text not null,
  -- s_i: never answered to a client before the issue is drawn (or voided after its draw time).
  seed_hex text not null,
  algorithm text not null,
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  voided_at timestamptz,
  void_reason text,
  created_at timestamptz not null default now(),
  unique (game_code, issue),
  unique (chain_id, chain_index)
);
create index draw_issues_due_idx on draw_issues (draw_at) where state in ('OPEN', 'CLOSED', 'DRAWN');
create index draw_issues_game_draw_idx on draw_issues (game_code, draw_at desc);

-- One scheduler acts at a time across processes: whoever holds an unexpired lease row.
create table draw_leases (
  name text primary key,
  holder text not null,
  expires_at timestamptz not null
);
