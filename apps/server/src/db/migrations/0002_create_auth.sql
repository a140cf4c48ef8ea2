-- Sessions: opaque random tokens, stored only as their SHA-256 hash.
create table sessions (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  device_id text not null default '',
  device text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_member_idx on sessions (member_id);

-- Picture captchas: the code is stored hashed; a captcha is consumed by its first check.
create table captchas (
  id text primary key,
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- SMS verification codes per phone and purpose, hashed, single use.
create table phone_codes (
  id bigint generated always as identity primary key,
  phone text not null,
  purpose text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index phone_codes_lookup_idx on phone_codes (phone, purpose, created_at desc);

-- Development SMS outbox: what the dev sender "sent", readable by operators through /api/admin.
create table sms_outbox (
  id bigint generated always as identity primary key,
  phone text not null,
  body text not null,
  created_at timestamptz not null default now()
);
