-- 试玩 trial: a trial member plays with play money that can never meet real money (docs/ledger.md).
-- Members and their sessions are marked trial; ledger accounts are marked play. A trial member's wallet
-- and held accounts are play accounts, and 'play_house' is the play-money issuer and counterparty: it
-- credits the demo balance, receives posted stakes and pays payouts, so the house's real figures never
-- see a play fen. The ledger refuses a transfer between a play and a real account; reconcile checks it.
alter table members add column is_trial boolean not null default false;
alter table sessions add column trial boolean not null default false;

alter table ledger_accounts add column play boolean not null default false;
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'member_wallet', 'member_held', 'member_venue', 'agent_commission',
  'house', 'house_revenue', 'deposits_clearing', 'withdrawals_clearing', 'play_house'
));
alter table ledger_accounts drop constraint ledger_accounts_negative_kind_check;
alter table ledger_accounts add constraint ledger_accounts_negative_kind_check check (
  not allow_negative or kind in ('house', 'house_revenue', 'deposits_clearing', 'withdrawals_clearing', 'play_house')
);
-- Play money lives only in a trial wallet, its held account and the play house; the play house is play.
alter table ledger_accounts add constraint ledger_accounts_play_kind_check check (
  (not play or kind in ('member_wallet', 'member_held', 'play_house')) and (kind <> 'play_house' or play)
);
