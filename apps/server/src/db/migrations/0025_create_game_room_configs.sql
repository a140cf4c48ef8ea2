-- Per game room odds and rules (game-rules A: "every odds value and every variant switch is server
-- configuration per game and room, with Part A's values as defaults"). room_id '' is the game's default
-- for every room without a row of its own; a room row overrides it key by key. `odds` maps a play
-- ('<playId>', '<playId>:<option>' or '<playId>:<option>:<position>') to its odds; keys absent keep the
-- catalogue's. `rules` holds the 28 rooms' 13/14 settings (回本), their tiers and the hedging rules.
create table game_room_configs (
  game_code text not null,
  room_id text not null default '',
  odds jsonb not null default '{}',
  rules jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (game_code, room_id)
);

-- Seeded with the defaults of game-rules A3 for the 28 rooms (odds stay the catalogue's), so an
-- operator edits a row instead of starting from nothing.
insert into game_room_configs (game_code, room_id, rules)
select code, '', '{"dxds1314Odds": "1.6", "combo1314Odds": null, "tiers1314": [], "hedged1314Refund": false,
  "hedging": {"oppositeSides": false, "killCombo": false, "sameCombo": false, "oppositeCombo": false,
  "exceptOverFen": 0}}'::jsonb
from (values ('Tradition28'), ('Tradition28oregon'), ('Finance28'), ('Game28Activity')) as g (code);

-- The 13/14 settings a bet was placed under (null = the domain defaults), so a later change to the
-- room never reprices a bet already accepted.
alter table bets add column rules jsonb;
