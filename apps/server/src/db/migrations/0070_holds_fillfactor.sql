-- A hold row is updated exactly once in its life (pending → posted or voided). Leaving a fifth of each
-- page free lets that update stay on the same page (a HOT update: no new index entries), which is most
-- of the cost of settling an issue's holds set-based. Only pages written from now on are affected.
alter table ledger_holds set (fillfactor = 80);
