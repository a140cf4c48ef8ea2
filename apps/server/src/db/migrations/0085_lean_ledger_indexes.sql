-- Two index entries every transfer paid for and no query needed:
-- * ledger_transfers.idempotency_key was a plain UNIQUE column, so each transfer without a key (every
--   bet order, every settlement line) still wrote a NULL entry into its index. The uniqueness only
--   matters for keys that exist.
-- * ledger_entries (account_id, id desc) duplicated the unique (account_id, account_version) index: an
--   account's history in id order is its history in version order, and the histories now read it so.
alter table ledger_transfers drop constraint ledger_transfers_idempotency_key_key;
create unique index ledger_transfers_idempotency_key on ledger_transfers (idempotency_key)
  where idempotency_key is not null;
drop index ledger_entries_account_idx;
