-- A member's own bet limits (issue 4: "stake within the game's min/max and the member's limit"), set by
-- an operator. game_code '' is the member's limit in every game; a row for one game overrides it key by
-- key. A null column is "no limit of the member's own" (the game's limits still apply). Amounts in fen.
create table member_bet_limits (
  member_id bigint not null references members (id),
  game_code text not null default '',
  max_per_bet_fen bigint check (max_per_bet_fen > 0),
  max_per_issue_fen bigint check (max_per_issue_fen > 0),
  updated_at timestamptz not null default now(),
  primary key (member_id, game_code)
);
