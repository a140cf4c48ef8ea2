import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  device_id: ColumnType<string, string | undefined, string>;
  device: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: NullableTimestamp;
  /** A 试玩 trial member's session (migration 0096): the trial guard limits what it may call. */
  trial: ColumnType<boolean, boolean | undefined, never>;
}

export interface CaptchasTable {
  id: string;
  code_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
}

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  /** Wrong codes tried against this code (MAX_CODE_ATTEMPTS burn it). */
  attempts: ColumnType<number, number | undefined, number>;
  /** The requesting client's address ('' for rows older than migration 0060). */
  ip: ColumnType<string, string | undefined, string>;
  /** The logged-in member who asked (bindings); null for forget-password codes. */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  body: string;
  created_at: Timestamp;
}

/** Migration 0099: accepted sign_login signatures, kept until their window has passed. */
export interface SignLoginUsesTable {
  sign_hash: string;
  used_at: Timestamp;
}

/** Migration 0125: a frozen member's row (deleted on unfreeze); their member calls answer 20045. */
export interface MemberFreezesTable {
  member_id: number;
  reason: string;
  frozen_at: ColumnType<Date, Date | string, Date | string>;
}

export interface AuthTables {
  member_freezes: MemberFreezesTable;
  sign_login_uses: SignLoginUsesTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  phone_codes: PhoneCodesTable;
  sms_outbox: SmsOutboxTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends AuthTables {}
}
