-- Offline recharge orders (spec §4 offline recharge flow). Money moves only when an operator confirms:
-- deposits_clearing → member_wallet through the ledger, exactly once per order.
create table deposit_orders (
  id bigint generated always as identity primary key,
  order_sn text not null unique,
  member_id bigint not null references members (id),
  channel_id integer not null,
  type_id integer not null,
  amount_fen bigint not null check (amount_fen > 0),
  usdt_amount text not null default '',
  exchange_rate text not null default '',
  -- pending: awaiting the member's transfer; paid: member says transferred, awaiting the operator.
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'confirmed', 'rejected', 'cancelled', 'expired')),
  payer_name text not null default '',
  reject_reason text not null default '',
  transfer_id bigint references ledger_transfers (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  paid_at timestamptz,
  decided_at timestamptz,
  check ((status = 'confirmed') = (transfer_id is not null))
);
-- At most one unpaid order per member (payOrderNums is 0 or 1).
create unique index deposit_orders_one_pending on deposit_orders (member_id) where status = 'pending';
create index deposit_orders_member_idx on deposit_orders (member_id, id desc);
create index deposit_orders_status_idx on deposit_orders (status, id) where status in ('pending', 'paid');

-- The member's transfer receipt image; one per order, replaced by a new upload.
create table deposit_evidence (
  order_id bigint primary key references deposit_orders (id),
  mime text not null,
  size_bytes integer not null check (size_bytes > 0),
  content bytea not null,
  uploaded_at timestamptz not null default now()
);
