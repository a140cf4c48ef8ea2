import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  totp_secret_enc: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  totp_last_step: ColumnType<number, number | undefined, number>;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
  created_by: ColumnType<number | null, number | null | undefined, never>;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  mfa: boolean;
  ip: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: NullableTimestamp;
}

export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | string, never>;
  actor_kind: string;
  operator_id: ColumnType<number | null, number | null | undefined, never>;
  actor_name: string;
  action: string;
  target: ColumnType<string, string | undefined, never>;
  ip: ColumnType<string, string | undefined, never>;
  request_id: ColumnType<string, string | undefined, never>;
  before: Json;
  after: Json;
  prev_hash: string;
  hash: string;
}

export type ApprovalStatus = 'pending' | 'executing' | 'executed' | 'failed' | 'rejected';

export interface OperatorApprovalsTable {
  id: Generated<number>;
  route: string;
  permission: string;
  method: string;
  url: string;
  body: Json;
  /** What the action changes, as it stood when proposed (null when the policy cannot tell). */
  before: ColumnType<unknown, string | null | undefined, string | null>;
  summary: ColumnType<string, string | undefined, string>;
  status: ColumnType<ApprovalStatus, ApprovalStatus | undefined, ApprovalStatus>;
  proposed_by: number;
  proposed_at: ColumnType<Date, Date | string, never>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: NullableTimestamp;
  reason: ColumnType<string, string | undefined, string>;
  result_status: ColumnType<number | null, number | null | undefined, number | null>;
  result: Json;
}

export interface OperatorApiKeysTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  permissions: Json;
  created_by: number;
  created_at: ColumnType<Date, Date | string, never>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_by: ColumnType<number | null, number | null | undefined, number | null>;
}

// The operator module's tables join the app's Database type by interface merging: db/database.ts
// needs no edit for them.
declare module '../../db/database' {
  interface Database {
    operators: OperatorsTable;
    operator_sessions: OperatorSessionsTable;
    operator_recovery_codes: OperatorRecoveryCodesTable;
    audit_log: AuditLogTable;
    operator_approvals: OperatorApprovalsTable;
    operator_api_keys: OperatorApiKeysTable;
  }
}
