-- 返点 (rebate) on official (norm) bets. A member's ceiling is the site default (env REBATE_MAX_BP) unless
-- an operator set one here. Amounts in basis points of the stake (100 = 1 %).
create table member_rebates (
  member_id bigint primary key references members (id),
  max_bp integer not null check (max_bp between 0 and 10000),
  updated_at timestamptz not null default now()
);

-- The rebate each bet took, written in the transaction that placed it; `rebate_fen` = floor(stake × bp).
-- Settlement credits it (house → member_wallet) when the bet is won or lost, in the settlement's
-- transaction, and marks it 'credited'; a cancelled or refunded bet's rebate ends 'void', never paid.
create table bet_rebates (
  bet_id bigint primary key references bets (id),
  member_id bigint not null references members (id),
  issue_id bigint not null references draw_issues (id),
  rebate_bp integer not null check (rebate_bp between 1 and 10000),
  rebate_fen bigint not null check (rebate_fen >= 0),
  state text not null default 'due' check (state in ('due', 'credited', 'void')),
  settled_at timestamptz
);
create index bet_rebates_due_idx on bet_rebates (issue_id) where state = 'due';
create index bet_rebates_member_idx on bet_rebates (member_id);
