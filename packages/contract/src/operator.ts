import { z } from 'zod';
import { wireId, wireInt } from './wire-number';

/**
 * The operator back office: roles, permissions, sign-in, two-person approval and the audit log
 * (server: apps/server/src/modules/operator; the console reads the same types).
 */

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

const READS: Permission[] = PERMISSIONS.filter((p) => p.endsWith('.read'));

/** What each role may do; the console hides what a role lacks, the server refuses it. */
export const ROLE_PERMISSIONS: { readonly [R in OperatorRole]: readonly Permission[] } = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => p !== 'system.push'),
  cashier: ['members.read', 'cashier.read', 'cashier.deposits', 'cashier.withdrawals'],
  risk: ['members.read', 'members.limits', 'cashier.read', 'cashier.withdrawals', 'games.read', 'audit.read'],
  customer_service: ['members.read', 'content.read'],
  content: ['content.read', 'content.write'],
  auditor: READS,
};

export function roleHas(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Header carrying an operator session token on /api/admin/* calls. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

const username = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.-]{2,31}$/);
const password = z.string().min(12).max(200);
const otp = z.string().regex(/^\d{6}$/);

export const operatorLoginBody = z.object({
  username,
  password: z.string().min(1).max(200),
  otp: otp.optional(),
  recovery_code: z.string().trim().min(8).max(40).optional(),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

export const operatorCreateBody = z.object({ username, password, role: z.enum(OPERATOR_ROLES) });
export type OperatorCreateBody = z.infer<typeof operatorCreateBody>;

export const operatorRoleBody = z.object({ role: z.enum(OPERATOR_ROLES) });
export const operatorTotpConfirmBody = z.object({ otp });
export const approvalRejectBody = z.object({ reason: z.string().trim().min(1).max(500) });

export const auditQuery = z.object({
  operator_id: wireId().optional(),
  action: z.string().trim().max(200).optional(),
  /** Rows with an id below this (paging backwards from the newest). */
  before_id: wireId().optional(),
  limit: wireInt(1, 200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const approvalListQuery = z.object({
  status: z.enum(['pending', 'executing', 'executed', 'failed', 'rejected']).default('pending'),
  limit: wireInt(1, 200).default(50),
});

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

export type TotpSetupView = { secret: string; otpauth_uri: string };
export type TotpConfirmView = { recovery_codes: string[] };

/** A sensitive request answered "pending" (HTTP 202) until a second operator approves it. */
export type ApprovalPendingView = { pending: true; approval_id: number };

export type ApprovalView = {
  id: number;
  route: string;
  permission: Permission;
  method: string;
  url: string;
  body: unknown;
  summary: string;
  status: 'pending' | 'executing' | 'executed' | 'failed' | 'rejected';
  proposed_by: number;
  proposed_at: string;
  decided_by: number | null;
  decided_at: string | null;
  reason: string;
  result_status: number | null;
  result: unknown;
};

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

export const OperatorMessages = {
  otpRequired: '请输入动态验证码',
  otpInvalid: '动态验证码错误',
  locked: '登录失败次数过多，账号已临时锁定',
  permissionDenied: '没有此操作的权限',
  mfaRequired: '请先绑定动态验证码',
  approvalOwn: '不能审批自己提交的操作',
  approvalNotPending: '该审批已处理',
  approvalNotFound: '审批不存在',
  operatorNotFound: '运营账号不存在',
  bootstrapClosed: '已存在所有者账号，共享令牌不可再用',
} as const;
