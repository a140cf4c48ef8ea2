-- The in-app support chat (module customer-service): a member's conversations with the service, their
-- messages, the re-encoded images they carry and the service's canned replies. A member has at most one
-- open conversation; reading is a high-water mark per side (the last message id each side has seen).
create table support_conversations (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  status text not null default 'open' check (status in ('open', 'closed')),
  operator_id bigint,
  member_read_id bigint not null default 0,
  operator_read_id bigint not null default 0,
  last_message_id bigint not null default 0,
  last_preview text not null default '',
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  closed_at timestamptz
);
create unique index support_conversations_one_open on support_conversations (member_id) where status = 'open';
create index support_conversations_member_idx on support_conversations (member_id, id desc);
create index support_conversations_status_idx on support_conversations (status, id);

create table support_messages (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references support_conversations (id),
  sender text not null check (sender in ('member', 'operator', 'system')),
  operator_id bigint,
  kind text not null check (kind in ('text', 'image')),
  content text not null default '',
  image_key text,
  image_width integer,
  image_height integer,
  created_at timestamptz not null default now()
);
create index support_messages_conversation_idx on support_messages (conversation_id, id);

-- The key is an unguessable capability: whoever holds a message holds the right to its picture.
create table support_images (
  key text primary key,
  conversation_id bigint not null references support_conversations (id),
  mime text not null,
  size_bytes integer not null check (size_bytes > 0),
  content bytea not null,
  created_at timestamptz not null default now()
);

create table support_canned_replies (
  id bigint generated always as identity primary key,
  title text not null,
  content text not null,
  sort integer not null default 0,
  updated_at timestamptz not null default now()
);
