import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WithdrawAccountsTable {
  id: Generated<number>;
  member_id: number;
  type: number;
  account: string;
  holder_name: ColumnType<string, string | undefined, string>;
  bank_name: ColumnType<string, string | undefined, string>;
  branch: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export type WithdrawStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export interface WithdrawalsTable {
  id: Generated<number>;
  member_id: number;
  account_id: number;
  amount_fen: number;
  status: ColumnType<WithdrawStatus, WithdrawStatus | undefined, WithdrawStatus>;
  hold_id: number;
  account_type: number;
  account_text: string;
  reason: ColumnType<string, string | undefined, string>;
  client_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  reviewed_at: NullableTimestamp;
  paid_at: NullableTimestamp;
}

export type WithdrawAccountRow = Selectable<WithdrawAccountsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;

export interface WithdrawTables {
  withdraw_accounts: WithdrawAccountsTable;
  withdrawals: WithdrawalsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends WithdrawTables {}
}
