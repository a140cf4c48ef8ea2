-- The console's issue list sums each issue's bets (count, stake, payout) whatever their status; the
-- pending-only index (0023) cannot serve settled issues.
create index if not exists bets_issue_idx on bets (issue_id);
