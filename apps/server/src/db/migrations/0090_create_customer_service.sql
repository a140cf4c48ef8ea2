-- Customer service (spec §3 session state: the customer-service link and the kefu list of nickname,
-- account, type 1..3; §3 support customer service: avatar, nickname; §6: the list is asked with
-- scene 1 by guests and scene 2 by members). Operators edit both under /api/admin/customer.

-- One row: the online chat's entry link (GET /api/customer/key answers it as result.key; '' = none).
create table customer_service_settings (
  id boolean primary key default true check (id),
  chat_key text not null default '' check (char_length(chat_key) <= 512),
  updated_at timestamptz not null default now()
);
insert into customer_service_settings (id) values (true);

-- The contacts of GET /api/customer/list. type 1 = online chat (account is its http(s) link), 2 =
-- WeChat id, 3 = QQ number. for_guests / for_members: which scene lists it; a contact only for
-- members never reaches scene 1.
create table customer_service_kefu (
  id bigint generated always as identity primary key,
  nickname text not null check (char_length(nickname) between 1 and 32),
  avatar text not null default '' check (char_length(avatar) <= 512),
  account text not null check (char_length(account) between 1 and 512),
  type smallint not null check (type between 1 and 3),
  for_guests boolean not null,
  for_members boolean not null,
  sort integer not null default 0,
  enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  check (for_guests or for_members)
);
