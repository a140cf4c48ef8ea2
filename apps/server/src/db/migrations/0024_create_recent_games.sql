-- Recent games (spec §7 /sbin "recent game"): the game rooms a member entered, newest first. Bets are
-- not copied here (that would add a write to the bet hot path): the recent list merges these entries
-- with the member's latest bet orders, read through bet_orders_member_idx.
create table recent_games (
  member_id bigint not null references members (id),
  game_code text not null,
  room_id text not null default '',
  entered_at timestamptz not null,
  primary key (member_id, game_code)
);
create index recent_games_member_idx on recent_games (member_id, entered_at desc);
