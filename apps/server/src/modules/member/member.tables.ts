import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MembersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: ColumnType<string, string | undefined, string>;
  avatar: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  real_name: ColumnType<string, string | undefined, string>;
  nim_id: ColumnType<string, string | undefined, string>;
  fund_password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<number, number | undefined, number>;
  /** A 试玩 trial member (migration 0096): plays with play money only, refused real money and people. */
  is_trial: ColumnType<boolean, boolean | undefined, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MemberRow = Selectable<MembersTable>;

export interface MemberTables {
  members: MembersTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends MemberTables {}
}
