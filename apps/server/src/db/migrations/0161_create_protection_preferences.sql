-- The member's reality-check interval (理性投注, issue 19). Kept apart from protection_members: a row
-- there makes the member "protected" (their money paths lock it), and choosing a reminder must not.
create table protection_preferences (
  member_id bigint primary key references members (id),
  reality_check_minutes integer not null default 60 check (reality_check_minutes between 1 and 1440),
  updated_at timestamptz not null default now()
);
