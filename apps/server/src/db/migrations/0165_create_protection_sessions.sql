-- Session length (modules/protection): when the member's current play session began. Written at every
-- login for every member (one row per member, replaced when a new session begins), so a member who sets
-- a session_minutes limit mid-session is measured from their login. Its own table: a row here does not
-- make a member protected (protection_members).
create table protection_sessions (
  member_id bigint primary key references members (id),
  started_at timestamptz not null
);

-- Marketing pushes leave out every member on a break: the running breaks are found by their end.
create index protection_breaks_ends_idx on protection_breaks (ends_at);
