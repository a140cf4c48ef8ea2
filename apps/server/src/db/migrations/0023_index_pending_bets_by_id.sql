-- Settlement takes pending bets of an issue in id order, one chunk at a time. Indexing (issue_id, id)
-- lets each chunk be an ordered index range instead of a sort of every remaining pending bet, so the
-- per-chunk cost stops growing with the size of the issue.
drop index if exists bets_issue_pending_idx;
create index bets_issue_pending_idx on bets (issue_id, id) where status = 'pending';
