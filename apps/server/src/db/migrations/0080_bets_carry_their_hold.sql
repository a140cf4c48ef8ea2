-- A pending bet is its own hold (docs/ledger.md, "Hold registers"): its stake reserve sits in the member's
-- member_held account while bets.status = 'pending', so settling a bet rewrites the bet row and nothing
-- else (issue 6: settlement within 1.3× of a raw UPDATE of the same rows). Reconciliation counts the
-- pending rows of every register through the ledger_hold_registers view beside pending ledger_holds.
alter table bets add column held_fen bigint;
update bets b set held_fen = lh.amount_fen from ledger_holds lh where lh.id = b.hold_id;
alter table bets alter column held_fen set not null;
alter table bets add constraint bets_held_fen_check check (held_fen > 0);
-- What a settled bet's hold posted to the house (its stake, or a 翻倍 loss beyond it); 0 when voided.
alter table bets add column posted_fen bigint not null default 0 check (posted_fen >= 0 and posted_fen <= held_fen);
update bets b set posted_fen = lh.posted_amount_fen from ledger_holds lh where lh.id = b.hold_id;
-- Bets placed from now on carry no ledger_holds row; older ones keep theirs as history.
alter table bets alter column hold_id drop not null;

-- The ledger holds of bets still pending hand their state over to the bet rows: 'moved' means the hold's
-- money stays in member_held, now accounted for by the row that owns it.
alter table ledger_holds drop constraint ledger_holds_status_check;
alter table ledger_holds add constraint ledger_holds_status_check
  check (status in ('pending', 'posted', 'voided', 'moved'));
update ledger_holds set status = 'moved', settled_at = now()
where status = 'pending' and id in (select hold_id from bets where status = 'pending');

create view ledger_hold_registers as
  select member_id, held_fen as amount_fen from bets where status = 'pending';

-- A bet's settlement shape: the digest of what the domain judges it by (play, selection, odds, room rules,
-- stake). Settlement groups a chunk by it and joins verdicts on it — a 32-byte key instead of hashing and
-- comparing three jsonb columns per bet. Same expression as bet-placement.repository.ts `shapeOf`.
alter table bets add column shape bytea;
update bets set shape = sha256(convert_to(jsonb_build_array(play_id, selection, odds, rules, stake_fen)::text, 'UTF8'));
alter table bets alter column shape set not null;
