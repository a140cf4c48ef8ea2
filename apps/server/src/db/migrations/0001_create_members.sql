-- Members: the accounts players log in with. Money lives in the ledger module's tables, not here.
create table members (
  id bigint generated always as identity primary key,
  username text not null,
  password_hash text not null,
  nickname text not null default '',
  avatar text not null default '',
  phone text not null default '',
  real_name text not null default '',
  nim_id text not null default '',
  fund_password_hash text,
  status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Usernames are unique regardless of case: 'Demo01' and 'demo01' are one account.
create unique index members_username_key on members (lower(username));
create index members_phone_idx on members (phone) where phone <> '';
