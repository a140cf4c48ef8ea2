import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type DepositStatus = 'pending' | 'paid' | 'confirmed' | 'rejected' | 'cancelled' | 'expired';

export interface DepositOrdersTable {
  id: Generated<number>;
  order_sn: string;
  member_id: number;
  channel_id: number;
  type_id: number;
  amount_fen: number;
  usdt_amount: ColumnType<string, string | undefined, string>;
  exchange_rate: ColumnType<string, string | undefined, string>;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  payer_name: ColumnType<string, string | undefined, string>;
  reject_reason: ColumnType<string, string | undefined, string>;
  transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  paid_at: MaybeTime;
  decided_at: MaybeTime;
}

export interface DepositEvidenceTable {
  order_id: number;
  mime: string;
  size_bytes: number;
  content: Uint8Array;
  uploaded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type DepositOrderRow = Selectable<DepositOrdersTable>;

export interface PaymentTables {
  deposit_orders: DepositOrdersTable;
  deposit_evidence: DepositEvidenceTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends PaymentTables {}
}
