-- Champion match (game-rules A2): bets placed under an activity carry its id; a member who bets both
-- sides of one table in one round is disqualified from that activity.
alter table bet_orders add column active_id text not null default '';
create index bet_orders_activity_idx on bet_orders (active_id, issue_id) where active_id <> '';

create table activity_disqualifications (
  active_id text not null,
  member_id bigint not null references members (id),
  game_code text not null,
  issue text not null,
  created_at timestamptz not null default now(),
  primary key (active_id, member_id)
);
