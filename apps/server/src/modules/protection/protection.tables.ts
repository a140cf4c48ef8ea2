import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0150: a member with limits or a break (their money paths lock this row). */
export interface ProtectionMembersTable {
  member_id: number;
  updated_at: Timestamp;
}

/** Migration 0150: one limit; a pending raise or removal waits for `pending_due` and a confirmation. */
export interface ProtectionLimitsTable {
  member_id: number;
  key: string;
  value: ColumnType<number | null, number | null, number | null>;
  pending_set: ColumnType<boolean, boolean | undefined, boolean>;
  pending_value: ColumnType<number | null, number | null | undefined, number | null>;
  pending_due: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

/** Migration 0150: time-outs, self-exclusions and operator exclusions (never deleted). */
export interface ProtectionBreaksTable {
  id: Generated<number>;
  member_id: number;
  kind: 'timeout' | 'self_exclusion' | 'operator_exclusion';
  starts_at: ColumnType<Date, Date | string, never>;
  ends_at: ColumnType<Date, Date | string, never>;
  lifted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
  operator_id: ColumnType<number | null, number | null | undefined, never>;
  reason: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Migration 0150: a protected member's stakes, returns and deposits per Asia/Shanghai day. */
export interface ProtectionUsageTable {
  member_id: number;
  day: ColumnType<string, string, string>;
  stake_fen: ColumnType<number, number | undefined, number>;
  return_fen: ColumnType<number, number | undefined, number>;
  deposit_fen: ColumnType<number, number | undefined, number>;
}

/** Migration 0151: the 18+ declaration and the birth date from the ID number (not a protection row). */
export interface ProtectionIdentityTable {
  member_id: number;
  adult_declared_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

/** Migration 0160: the help organisations the 理性投注 centre lists, in `position` order. */
export interface ProtectionHelpContactsTable {
  id: Generated<number>;
  position: number;
  name: string;
  phone: string;
  url: string;
  hours: string;
  note: string;
  updated_at: Timestamp;
}

/** Migration 0161: the member's reality-check interval (no row: the default). */
export interface ProtectionPreferencesTable {
  member_id: number;
  reality_check_minutes: number;
  updated_at: Timestamp;
}

/** Migration 0165: when the member's current play session began (every member's last session start). */
export interface ProtectionSessionsTable {
  member_id: number;
  started_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ProtectionTables {
  protection_help_contacts: ProtectionHelpContactsTable;
  protection_preferences: ProtectionPreferencesTable;
  protection_identity: ProtectionIdentityTable;
  protection_sessions: ProtectionSessionsTable;
  protection_members: ProtectionMembersTable;
  protection_limits: ProtectionLimitsTable;
  protection_breaks: ProtectionBreaksTable;
  protection_usage: ProtectionUsageTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends ProtectionTables {}
}
