-- Withdrawal accounts (bank card, USDT TRC20 address, e-wallet) and withdrawal applications.
-- The money of a withdrawal sits in a ledger hold (ledger_holds) from application to review.

create table withdraw_accounts (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  type integer not null check (type in (1101, 1103, 1105, 1106)),
  account text not null check (account <> ''),
  holder_name text not null default '',
  bank_name text not null default '',
  branch text not null default '',
  created_at timestamptz not null default now(),
  -- Deleted accounts stay for the withdrawals that name them.
  deleted_at timestamptz
);
create index withdraw_accounts_member_idx on withdraw_accounts (member_id) where deleted_at is null;
create unique index withdraw_accounts_live_key on withdraw_accounts (member_id, type, account)
  where deleted_at is null;

create table withdrawals (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  account_id bigint not null references withdraw_accounts (id),
  amount_fen bigint not null check (amount_fen > 0),
  status text not null default 'pending' check (status in ('pending', 'paid', 'rejected', 'cancelled')),
  hold_id bigint not null references ledger_holds (id),
  -- Snapshot of the account at application time: the member may delete the account later.
  account_type integer not null,
  account_text text not null,
  reason text not null default '',
  client_key text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  paid_at timestamptz,
  check ((status = 'pending') = (reviewed_at is null)),
  check ((status = 'paid') = (paid_at is not null))
);
create index withdrawals_member_idx on withdrawals (member_id, id desc);
create index withdrawals_pending_idx on withdrawals (id) where status = 'pending';
create unique index withdrawals_client_key on withdrawals (member_id, client_key) where client_key is not null;
