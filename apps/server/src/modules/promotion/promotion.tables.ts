import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0185: a campaign's budget (null = no cap) and what its claims spent. */
export interface PromotionBudgetsTable {
  campaign: string;
  budget_fen: ColumnType<number | null, number | null | undefined, number | null>;
  spent_fen: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** Migration 0185: one claimed gift; `end_fen` is the turnover counter at which its wagering is done. */
export interface PromotionClaimsTable {
  id: Generated<number>;
  member_id: number;
  campaign: string;
  claim_key: string;
  type: string;
  amount_fen: number;
  wagering_x100: number;
  required_fen: number;
  mark_fen: number;
  end_fen: number;
  transfer_id: number;
  created_at: CreatedAt;
}

export interface PromotionTables {
  promotion_budgets: PromotionBudgetsTable;
  promotion_claims: PromotionClaimsTable;
}

declare module '../../db/database' {
  interface Database extends PromotionTables {}
}
