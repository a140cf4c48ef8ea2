-- Double-entry ledger (docs/ledger.md). Every fen a member owns lives in ledger_accounts; it only moves
-- by an immutable transfer with exactly two entries (one debit, one credit).

create table ledger_accounts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'member_wallet', 'member_held', 'member_venue', 'agent_commission',
    'house', 'house_revenue', 'deposits_clearing', 'withdrawals_clearing'
  )),
  member_id bigint references members (id),
  venue text not null default '',
  balance_fen bigint not null default 0,
  version bigint not null default 0,
  -- Only house-side accounts mirror money outside the platform and may go below zero.
  allow_negative boolean not null default false,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_balance_check check (allow_negative or balance_fen >= 0),
  constraint ledger_accounts_negative_kind_check check (
    not allow_negative or kind in ('house', 'house_revenue', 'deposits_clearing', 'withdrawals_clearing')
  ),
  constraint ledger_accounts_owner_check check (
    (kind in ('member_wallet', 'member_held', 'member_venue', 'agent_commission')) = (member_id is not null)
  ),
  constraint ledger_accounts_venue_check check ((kind = 'member_venue') = (venue <> ''))
);
create unique index ledger_accounts_key on ledger_accounts (kind, coalesce(member_id, 0), venue);

create table ledger_transfers (
  id bigint generated always as identity primary key,
  debit_account_id bigint not null references ledger_accounts (id),
  credit_account_id bigint not null references ledger_accounts (id),
  amount_fen bigint not null check (amount_fen > 0),
  type text not null check (type <> ''),
  ref_type text not null default '',
  ref_id text not null default '',
  memo text not null default '',
  idempotency_key text unique,
  created_at timestamptz not null default now(),
  check (debit_account_id <> credit_account_id)
);
create index ledger_transfers_ref_idx on ledger_transfers (ref_type, ref_id) where ref_type <> '';

-- amount_fen is signed: the debit entry is negative, the credit entry positive; they sum to zero.
create table ledger_entries (
  id bigint generated always as identity primary key,
  transfer_id bigint not null references ledger_transfers (id),
  account_id bigint not null references ledger_accounts (id),
  amount_fen bigint not null check (amount_fen <> 0),
  balance_before_fen bigint not null,
  balance_after_fen bigint not null,
  account_version bigint not null,
  created_at timestamptz not null default now(),
  check (balance_after_fen = balance_before_fen + amount_fen),
  unique (account_id, account_version)
);
create index ledger_entries_transfer_idx on ledger_entries (transfer_id);
create index ledger_entries_account_idx on ledger_entries (account_id, id desc);

-- Pending → posted | voided. A hold's money sits in the member's member_held account meanwhile.
create table ledger_holds (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  amount_fen bigint not null check (amount_fen > 0),
  status text not null default 'pending' check (status in ('pending', 'posted', 'voided')),
  type text not null,
  ref_type text not null default '',
  ref_id text not null default '',
  place_transfer_id bigint not null references ledger_transfers (id),
  posted_amount_fen bigint not null default 0 check (posted_amount_fen >= 0 and posted_amount_fen <= amount_fen),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index ledger_holds_ref_idx on ledger_holds (ref_type, ref_id) where ref_type <> '';

-- Client idempotency keys, claimed inside the money transaction before any account is locked.
create table ledger_idempotency_keys (
  key text primary key,
  fingerprint text not null,
  transfer_id bigint references ledger_transfers (id),
  hold_id bigint references ledger_holds (id),
  created_at timestamptz not null default now()
);

-- Unmet turnover requirement per member: deposits add to it, stakes posted to the house work it off.
create table ledger_turnover (
  member_id bigint primary key references members (id),
  outstanding_fen bigint not null default 0 check (outstanding_fen >= 0),
  updated_at timestamptz not null default now()
);

-- Transfers and entries are history: corrections are reversing transfers, never edits.
create function ledger_forbid_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger history is immutable: % on % refused', tg_op, tg_table_name
    using errcode = 'restrict_violation';
end;
$$;
create trigger ledger_transfers_immutable before update or delete on ledger_transfers
  for each row execute function ledger_forbid_change();
create trigger ledger_entries_immutable before update or delete on ledger_entries
  for each row execute function ledger_forbid_change();
create trigger ledger_transfers_no_truncate before truncate on ledger_transfers
  for each statement execute function ledger_forbid_change();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_forbid_change();
