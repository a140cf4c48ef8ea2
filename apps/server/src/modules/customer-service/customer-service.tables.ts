import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0090: one row holding the online chat's entry link (`GET /api/customer/key`). */
export interface CustomerServiceSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  chat_key: string;
  updated_at: Timestamp;
}

/** Migration 0090: the kefu list; `for_guests` / `for_members` say which scene lists a contact. */
export interface CustomerServiceKefuTable {
  id: Generated<number>;
  nickname: string;
  avatar: string;
  account: string;
  type: number;
  for_guests: boolean;
  for_members: boolean;
  sort: number;
  enabled: boolean;
  updated_at: Timestamp;
}

export type KefuRow = Selectable<CustomerServiceKefuTable>;

export interface CustomerServiceTables {
  customer_service_settings: CustomerServiceSettingsTable;
  customer_service_kefu: CustomerServiceKefuTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends CustomerServiceTables {}
}
