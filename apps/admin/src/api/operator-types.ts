/**
 * The operator API's shapes as the console uses them. They mirror packages/contract/src/operator.ts of
 * the operator module; once that is in the contract, these become re-exports from '@qilin/contract'.
 */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
/** The shared development token (refused in production once an owner exists). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export const PERMISSIONS = [
  'operators.read',
  'operators.manage',
  'audit.read',
  'members.read',
  'members.limits',
  'cashier.read',
  'cashier.deposits',
  'cashier.withdrawals',
  'games.read',
  'games.rules',
  'content.read',
  'content.write',
  'system.push',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const OPERATOR_ROLES = [
  'owner',
  'manager',
  'cashier',
  'risk',
  'customer_service',
  'content',
  'auditor',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_NAMES: Record<OperatorRole, string> = {
  owner: '所有者',
  manager: '经理',
  cashier: '出纳',
  risk: '风控',
  customer_service: '客服',
  content: '内容',
  auditor: '审计（只读）',
};

export type OperatorView = {
  id: number;
  username: string;
  role: OperatorRole;
  totp_enabled: boolean;
  locked_until: string | null;
  created_at: string;
};

export type OperatorSessionView = {
  token: string;
  operator: OperatorView;
  /** False until TOTP is enrolled: such a session may only enrol it or sign out. */
  mfa: boolean;
  expires_at: string;
  permissions: Permission[];
};

export type OperatorLoginBody = { username: string; password: string; otp?: string; recovery_code?: string };

export type AuditEntryView = {
  id: number;
  at: string;
  actor_kind: 'operator' | 'bootstrap' | 'anonymous' | 'system';
  operator_id: number | null;
  actor_name: string;
  action: string;
  target: string;
  ip: string;
  request_id: string;
  before: unknown;
  after: unknown;
  prev_hash: string;
  hash: string;
};
