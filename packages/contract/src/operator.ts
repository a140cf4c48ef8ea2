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
  /** Freeze and unfreeze a member (unfreeze needs a second operator). */
  'members.freeze',
  /** Manual balance adjustments through the ledger (always a second operator). */
  'members.adjust',
  /** Make a member an agent, pay a commission run by hand (agent module). */
  'agents.manage',
  'cashier.read',
  'cashier.deposits',
  'cashier.withdrawals',
  'games.read',
  'games.rules',
  'content.read',
  'content.write',
  /** The in-app support chat: read the queue and conversations. */
  'support.read',
  /** Take a conversation, reply, close it, keep the canned replies. */
  'support.reply',
  'system.push',
  'reports.read',
  'operators.api-keys',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READS: Permission[] = PERMISSIONS.filter((p) => p.endsWith('.read'));

/** What each role may do; the console hides what a role lacks, the server refuses it. */
export const ROLE_PERMISSIONS: { readonly [R in OperatorRole]: readonly Permission[] } = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => p !== 'system.push' && p !== 'operators.api-keys'),
  cashier: ['members.read', 'cashier.read', 'cashier.deposits', 'cashier.withdrawals'],
  risk: [
    'members.read',
    'members.limits',
    'members.freeze',
    'cashier.read',
    'cashier.withdrawals',
    'games.read',
    'audit.read',
    'reports.read',
  ],
  customer_service: ['members.read', 'content.read', 'support.read', 'support.reply'],
  content: ['content.read', 'content.write'],
  auditor: READS,
};

export function roleHas(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** No one hands out more than they hold: `own` may grant `role` only if it has every one of its permissions. */
export function mayGrantRole(own: OperatorRole, role: OperatorRole): boolean {
  return ROLE_PERMISSIONS[role].every((p) => roleHas(own, p));
}

/** Header carrying an operator session token on /api/admin/* calls. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
/** Header carrying a scoped operator API key (the CLI, scripts) instead of a session. */
export const OPERATOR_API_KEY_HEADER = 'x-operator-api-key';

/** `POST /api/admin/api-keys`: a named key with the permissions it may use (owner only). */
export const apiKeyCreateBody = z.object({
  name: z.string().trim().min(1).max(64),
  permissions: z.array(z.enum(PERMISSIONS)).min(1).max(PERMISSIONS.length),
});
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;

export const apiKeyViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  created_by: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The new key: `secret` is shown this once and stored only as its hash. */
export const apiKeyCreatedViewSchema = z.object({ key: apiKeyViewSchema, secret: z.string() });
export type ApiKeyCreatedView = z.infer<typeof apiKeyCreatedViewSchema>;

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

const approvalStatus = z.enum(['pending', 'executing', 'executed', 'failed', 'rejected']);

export const approvalListQuery = z.object({
  status: approvalStatus.default('pending'),
  /** Newest first: the next page asks below the last id. */
  before_id: wireId().optional(),
  limit: wireInt(1, 200).default(50),
});

/** Instants on the operator wire are ISO-8601 strings (the repository's toISOString). */
const instant = z.string();

export const operatorViewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  totp_enabled: z.boolean(),
  locked_until: instant.nullable(),
  created_at: instant,
});
export type OperatorView = z.infer<typeof operatorViewSchema>;

export const operatorSessionViewSchema = z.object({
  token: z.string(),
  operator: operatorViewSchema,
  /** False until TOTP is enrolled: such a session may only enrol it or sign out. */
  mfa: z.boolean(),
  expires_at: instant,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type OperatorSessionView = z.infer<typeof operatorSessionViewSchema>;

/**
 * `GET /api/admin/auth/options` (public): whether the console may offer the shared development token —
 * true outside production, and in production only until the first owner exists (bootstrap).
 */
export const operatorSignInOptionsSchema = z.object({ dev_token: z.boolean() });
export type OperatorSignInOptions = z.infer<typeof operatorSignInOptionsSchema>;

/** `GET /api/admin/auth/me`: the signed-in operator, whether this session passed TOTP, and what it may do. */
export const operatorMeViewSchema = z.object({
  operator: operatorViewSchema,
  mfa: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type OperatorMeView = z.infer<typeof operatorMeViewSchema>;

export const totpSetupViewSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TotpSetupView = z.infer<typeof totpSetupViewSchema>;
export const totpConfirmViewSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TotpConfirmView = z.infer<typeof totpConfirmViewSchema>;

/** A sensitive request answered "pending" (HTTP 202) until a second operator approves it. */
export const approvalPendingViewSchema = z.object({
  pending: z.literal(true),
  approval_id: z.number().int(),
});
export type ApprovalPendingView = z.infer<typeof approvalPendingViewSchema>;

export const approvalViewSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  permission: z.enum(PERMISSIONS),
  method: z.string(),
  url: z.string(),
  /** The proposed request's body, replayed on approval (JSON, or null): the "after". */
  body: z.unknown(),
  /** What the action changes, as it stood when proposed (JSON, or null when the policy cannot tell). */
  before: z.unknown(),
  summary: z.string(),
  status: approvalStatus,
  proposed_by: z.number().int(),
  /** Usernames in the queue's list ('' in a single approval's answer). */
  proposed_by_name: z.string(),
  proposed_at: instant,
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: instant.nullable(),
  reason: z.string(),
  result_status: z.number().int().nullable(),
  /** The replayed route's answer (JSON, or null until it ran). */
  result: z.unknown(),
});
export type ApprovalView = z.infer<typeof approvalViewSchema>;

export const auditEntryViewSchema = z.object({
  id: z.number().int(),
  at: instant,
  actor_kind: z.enum(['operator', 'bootstrap', 'anonymous', 'system']),
  operator_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  target: z.string(),
  ip: z.string(),
  request_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

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
