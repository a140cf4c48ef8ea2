-- An operator's void (before the draw) keeps the issue's seed sealed until its draw time: the
-- publication rule (game-rules A1) shows s_i only from issue i's draw time on. The scheduler reveals
-- it then, and puts the next issue on sale with it as the commitment, as a draw would.
alter table draw_issues add column reveal_pending boolean not null default false;
create index draw_issues_reveal_pending_idx on draw_issues (draw_at) where reveal_pending;
