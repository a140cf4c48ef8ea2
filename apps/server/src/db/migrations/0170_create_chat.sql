-- Chat rooms (module chat). Rooms of a game as the operator configured them (none: the three default
-- rooms 1/2/3); messages, kept for CHAT_RETENTION_DAYS and pruned by age; each member's read mark per
-- room (the unread badge); the operator's word list; mutes and bans; members' reports.
create table chat_rooms (
  game_code text not null,
  room_id text not null,
  name text not null,
  tier text not null check (tier in ('basic', 'advanced', 'vip')),
  sort integer not null default 0,
  enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (game_code, room_id)
);

-- Ids are taken under a per-room advisory lock held to commit, so within a room a larger id is always
-- committed later: "everything after id X" is a complete resume.
create table chat_messages (
  id bigserial primary key,
  game_code text not null,
  room_id text not null,
  -- null for the house (robots, staff)
  member_id bigint,
  kind text not null check (kind in ('text', 'emoji', 'image', 'system', 'bet')),
  sender text not null check (sender in ('member', 'robot', 'staff')),
  name text not null,
  avatar text not null default '',
  content text not null,
  issue text,
  ext jsonb not null default '{}',
  client_key text,
  -- a robot's announcement is posted once per room however often its event is heard
  dedupe_key text unique,
  recalled_at timestamptz,
  created_at timestamptz not null default now()
);
create index chat_messages_by_room on chat_messages (game_code, room_id, id);
create index chat_messages_by_member on chat_messages (member_id, created_at) where member_id is not null;
create index chat_messages_by_age on chat_messages (created_at);
create unique index chat_messages_client_key on chat_messages (member_id, client_key)
  where client_key is not null;

create table chat_reads (
  member_id bigint not null,
  game_code text not null,
  room_id text not null,
  last_read_id bigint not null,
  primary key (member_id, game_code, room_id)
);

create table chat_words (
  word text primary key,
  created_at timestamptz not null default now()
);

create table chat_sanctions (
  id bigserial primary key,
  member_id bigint not null,
  kind text not null check (kind in ('mute', 'ban')),
  until_at timestamptz not null,
  reason text not null,
  lifted_at timestamptz,
  created_at timestamptz not null default now()
);
create index chat_sanctions_by_member on chat_sanctions (member_id, until_at);

create table chat_reports (
  id bigserial primary key,
  message_id bigint not null references chat_messages (id) on delete cascade,
  member_id bigint not null,
  reason text not null,
  created_at timestamptz not null default now(),
  unique (message_id, member_id)
);
