-- Gifts (礼金) through the ledger, VIP levels and daily sign-in (docs/ledger.md "Gifts", docs/vip.md).
--
-- 'promotion' is the house-side account every gift is paid from: its negative balance is the total
-- ever given, so marketing spend never hides inside the house's betting figures.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'member_wallet', 'member_held', 'member_venue', 'agent_commission',
  'house', 'house_revenue', 'deposits_clearing', 'withdrawals_clearing', 'play_house', 'promotion'
));
alter table ledger_accounts drop constraint ledger_accounts_negative_kind_check;
alter table ledger_accounts add constraint ledger_accounts_negative_kind_check check (
  not allow_negative or kind in ('house', 'house_revenue', 'deposits_clearing', 'withdrawals_clearing', 'play_house', 'promotion')
);

-- The member's lifetime valid turnover (stakes posted to the house; voids, pushes and refunds never
-- reach it): one monotonic counter beside the deposit requirement, moved by the same statements.
alter table ledger_turnover add column worked_total_fen bigint not null default 0 check (worked_total_fen >= 0);
insert into ledger_turnover (member_id, outstanding_fen, worked_total_fen)
select m.member_id, 0, sum(t.amount_fen)
from ledger_transfers t
join ledger_accounts m on m.id = t.debit_account_id and m.kind = 'member_held' and not m.play
join ledger_accounts h on h.id = t.credit_account_id and h.kind in ('house', 'house_revenue')
group by m.member_id
on conflict (member_id) do update set worked_total_fen = excluded.worked_total_fen;

-- Budgets per campaign: spent never passes budget (null = no cap); a claim raises spent in its transaction.
create table promotion_budgets (
  campaign text primary key,
  budget_fen bigint check (budget_fen is null or budget_fen >= 0),
  spent_fen bigint not null default 0 check (spent_fen >= 0),
  updated_at timestamptz not null default now(),
  check (budget_fen is null or spent_fen <= budget_fen)
);
insert into promotion_budgets (campaign, budget_fen) values ('vip', null), ('sign', null);

-- One row per gift ever claimed; (member, key) is the claim's identity, so a gift is paid at most once.
-- end_fen: the member's turnover counter at which this gift's wagering is done (chained after the
-- previous gift's end), so open gifts are those with end_fen above the counter.
create table promotion_claims (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  campaign text not null references promotion_budgets (campaign),
  claim_key text not null,
  type text not null,
  amount_fen bigint not null check (amount_fen > 0),
  wagering_x100 integer not null check (wagering_x100 >= 0),
  required_fen bigint not null check (required_fen >= 0),
  mark_fen bigint not null check (mark_fen >= 0),
  end_fen bigint not null,
  transfer_id bigint not null references ledger_transfers (id),
  created_at timestamptz not null default now(),
  unique (member_id, claim_key),
  check (end_fen >= mark_fen + required_fen)
);
create index promotion_claims_open on promotion_claims (member_id, end_fen);

-- The operator's VIP table (level 0 needs nothing). Seeded: thresholds in fen.
create table vip_levels (
  level integer primary key check (level >= 0),
  name text not null,
  turnover_fen bigint not null check (turnover_fen >= 0),
  deposit_fen bigint not null check (deposit_fen >= 0),
  keep_turnover_fen bigint not null check (keep_turnover_fen >= 0),
  upgrade_gift_fen bigint not null check (upgrade_gift_fen >= 0),
  weekly_gift_fen bigint not null check (weekly_gift_fen >= 0),
  monthly_gift_fen bigint not null check (monthly_gift_fen >= 0),
  wagering_x100 integer not null check (wagering_x100 >= 0),
  updated_at timestamptz not null default now()
);
insert into vip_levels values
  (0, 'VIP0', 0, 0, 0, 0, 0, 0, 100, now()),
  (1, 'VIP1', 500000, 100000, 100000, 1800, 0, 800, 100, now()),
  (2, 'VIP2', 2000000, 500000, 400000, 5800, 800, 2800, 100, now()),
  (3, 'VIP3', 10000000, 2000000, 1500000, 18800, 2800, 8800, 100, now()),
  (4, 'VIP4', 50000000, 10000000, 6000000, 58800, 8800, 28800, 100, now()),
  (5, 'VIP5', 200000000, 50000000, 20000000, 188800, 28800, 88800, 100, now()),
  (6, 'VIP6', 1000000000, 200000000, 80000000, 588800, 88800, 288800, 100, now());

-- A member's VIP state: the level, the Asia/Shanghai month it was reached or dropped to ('YYYY-MM'),
-- the last month reviewed for keeping it, and the offsets a relegation set (docs/vip.md).
create table vip_members (
  member_id bigint primary key references members (id),
  level integer not null check (level >= 0),
  level_month text not null,
  reviewed_month text not null,
  offset_turnover_fen bigint not null default 0 check (offset_turnover_fen >= 0),
  offset_deposit_fen bigint not null default 0 check (offset_deposit_fen >= 0),
  updated_at timestamptz not null default now()
);

-- Daily sign-in, one row per member per Asia/Shanghai day.
create table sign_ins (
  member_id bigint not null references members (id),
  day date not null,
  streak integer not null check (streak >= 1),
  amount_fen bigint not null check (amount_fen >= 0),
  created_at timestamptz not null default now(),
  primary key (member_id, day)
);
