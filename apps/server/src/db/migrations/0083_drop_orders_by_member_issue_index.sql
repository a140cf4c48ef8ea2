-- 0081's index answered the per-issue stake sum, which bet_member_issue_stakes (0082) now keeps as one
-- row. Nothing reads it any more, and every order paid for its upkeep.
drop index if exists bet_orders_member_issue_idx;
