import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type RebateState = 'due' | 'credited' | 'void';

/** A member's rebate ceiling set by an operator (absent: the site default). */
export interface MemberRebatesTable {
  member_id: number;
  max_bp: number;
  updated_at: Timestamp;
}

/** The rebate a bet took, credited once when it settles won or lost (migration 0050). */
export interface BetRebatesTable {
  bet_id: number;
  member_id: number;
  issue_id: number;
  rebate_bp: number;
  rebate_fen: number;
  state: ColumnType<RebateState, RebateState | undefined, RebateState>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RebateTables {
  member_rebates: MemberRebatesTable;
  bet_rebates: BetRebatesTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends RebateTables {}
}
