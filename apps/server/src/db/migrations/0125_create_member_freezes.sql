-- A frozen member (auth module): their sessions stay, but every member call answers 20045 (→ /403)
-- until an operator unfreezes them. One row while frozen; unfreezing deletes it.
create table member_freezes (
  member_id bigint primary key references members (id),
  reason text not null default '',
  frozen_at timestamptz not null
);
