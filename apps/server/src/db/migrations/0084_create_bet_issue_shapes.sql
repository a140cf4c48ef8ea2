-- The distinct bet shapes of each issue (bets.shape, migration 0080: the digest of everything the domain
-- judges a bet by), with what the digest stands for. Placement registers an order's shapes in the same
-- statement as its bets (a new shape of an issue is rare: mostly an index probe that writes nothing), so
-- settling an issue reads its few shapes here instead of scanning every bet for them first.
create table bet_issue_shapes (
  issue_id bigint not null references draw_issues (id),
  shape bytea not null,
  play_id text not null,
  selection jsonb not null,
  odds jsonb not null,
  rules jsonb,
  stake_fen bigint not null,
  primary key (issue_id, shape)
);

insert into bet_issue_shapes (issue_id, shape, play_id, selection, odds, rules, stake_fen)
select distinct on (issue_id, shape) issue_id, shape, play_id, selection, odds, rules, stake_fen
from bets where status = 'pending'
order by issue_id, shape, id;
