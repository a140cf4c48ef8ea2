import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0185: the operator's VIP table. */
export interface VipLevelsTable {
  level: number;
  name: string;
  turnover_fen: number;
  deposit_fen: number;
  keep_turnover_fen: number;
  upgrade_gift_fen: number;
  weekly_gift_fen: number;
  monthly_gift_fen: number;
  wagering_x100: number;
  updated_at: Timestamp;
}

/** Migration 0185: a member's level, its month, the last month reviewed and relegation offsets. */
export interface VipMembersTable {
  member_id: number;
  level: number;
  level_month: string;
  reviewed_month: string;
  offset_turnover_fen: ColumnType<number, number | undefined, number>;
  offset_deposit_fen: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface VipTables {
  vip_levels: VipLevelsTable;
  vip_members: VipMembersTable;
}

declare module '../../db/database' {
  interface Database extends VipTables {}
}
