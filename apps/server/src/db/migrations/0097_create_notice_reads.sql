-- The member's own notice center: which notices a member has read (the unreadNum of member info counts
-- the current notices without a row here), and the important flag: an important notice the member has
-- not read pops up once after login, and acknowledging it reads it.
alter table notices add column important boolean not null default false;

create table notice_reads (
  member_id bigint not null,
  notice_id bigint not null references notices (id),
  read_at timestamptz not null default now(),
  primary key (member_id, notice_id)
);
