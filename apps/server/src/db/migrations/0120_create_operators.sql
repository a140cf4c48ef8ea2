-- Named back-office operators, their sessions and recovery codes (modules/operator).
create table operators (
  id bigserial primary key,
  username text not null unique,
  password_hash text not null,
  role text not null,
  -- TOTP secret (base32) sealed with DATA_KEY; confirmed once a first code matched it.
  totp_secret_enc text,
  totp_enabled boolean not null default false,
  -- The last accepted TOTP time step: a code is good once.
  totp_last_step bigint not null default 0,
  failed_logins integer not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  created_by bigint references operators (id)
);

create table operator_sessions (
  token_hash text primary key,
  operator_id bigint not null references operators (id),
  -- Password and second factor both passed; a session without it may only enrol TOTP or sign out.
  mfa boolean not null,
  ip text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index operator_sessions_by_operator on operator_sessions (operator_id);

create table operator_recovery_codes (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  code_hash text not null unique,
  used_at timestamptz
);
create index operator_recovery_codes_by_operator on operator_recovery_codes (operator_id);
