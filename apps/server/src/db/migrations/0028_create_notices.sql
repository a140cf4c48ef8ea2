-- Notices (spec §3 "Notice / slide": id, content, send_time, title, name): the hall marquee reads the
-- current notices of tag 1 (slide/new), the notice center every current one (message). An operator
-- publishes a notice (and it is pushed to every socket); hiding one takes it off both lists.
create table notices (
  id bigint generated always as identity primary key,
  tag smallint not null default 1,
  title text not null,
  content text not null,
  name text not null default '',
  send_time timestamptz not null,
  hidden_at timestamptz
);
create index notices_current_idx on notices (tag, send_time desc) where hidden_at is null;
