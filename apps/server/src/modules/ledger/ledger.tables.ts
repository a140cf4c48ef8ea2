import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: string;
  member_id: number | null;
  venue: ColumnType<string, string | undefined, string>;
  balance_fen: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
  allow_negative: ColumnType<boolean, boolean | undefined, boolean>;
  /** 试玩 play money (migration 0096): a trial member's wallet and held accounts and the play house. */
  play: ColumnType<boolean, boolean | undefined, never>;
  created_at: CreatedAt;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  debit_account_id: number;
  credit_account_id: number;
  amount_fen: number;
  type: string;
  ref_type: ColumnType<string, string | undefined, never>;
  ref_id: ColumnType<string, string | undefined, never>;
  memo: ColumnType<string, string | undefined, never>;
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount_fen: number;
  balance_before_fen: number;
  balance_after_fen: number;
  account_version: number;
  created_at: CreatedAt;
}

export interface LedgerHoldsTable {
  id: Generated<number>;
  member_id: number;
  amount_fen: number;
  status: ColumnType<'pending' | 'posted' | 'voided' | 'moved', 'pending' | undefined, 'posted' | 'voided'>;
  type: string;
  ref_type: ColumnType<string, string | undefined, string>;
  ref_id: ColumnType<string, string | undefined, string>;
  place_transfer_id: number;
  posted_amount_fen: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LedgerIdempotencyKeysTable {
  key: string;
  fingerprint: string;
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  hold_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface LedgerTurnoverTable {
  member_id: number;
  outstanding_fen: ColumnType<number, number | undefined, number>;
  /** Lifetime turnover worked (stakes posted to the house), never decreasing (migration 0185). */
  worked_total_fen: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
  ledger_idempotency_keys: LedgerIdempotencyKeysTable;
  ledger_turnover: LedgerTurnoverTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends LedgerTables {}
}
