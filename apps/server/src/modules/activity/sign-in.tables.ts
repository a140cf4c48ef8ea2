import type { ColumnType } from 'kysely';

/** Migration 0185: one sign-in per member per Asia/Shanghai day (`day` read back as 'YYYY-MM-DD'). */
export interface SignInsTable {
  member_id: number;
  day: ColumnType<string, string, never>;
  streak: number;
  amount_fen: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SignInTables {
  sign_ins: SignInsTable;
}

declare module '../../db/database' {
  interface Database extends SignInTables {}
}
