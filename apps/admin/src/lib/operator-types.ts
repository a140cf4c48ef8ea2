import type { OperatorRole } from '@qilin/contract';

/** The operator API's shapes come from the contract (packages/contract/src/operator.ts). */
export {
  type ApprovalView,
  type AuditEntryView,
  OPERATOR_ROLES,
  OPERATOR_TOKEN_HEADER,
  type OperatorLoginBody,
  type OperatorMeView,
  type OperatorRole,
  type OperatorSessionView,
  type OperatorSignInOptions,
  type OperatorView,
  PERMISSIONS,
  type Permission,
  type TotpConfirmView,
  type TotpSetupView,
} from '@qilin/contract';

/** The shared token: a development sign-in, refused in production once an owner exists. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export const ROLE_NAMES: Record<OperatorRole, string> = {
  owner: '所有者',
  manager: '经理',
  cashier: '出纳',
  risk: '风控',
  customer_service: '客服',
  content: '内容',
  auditor: '审计（只读）',
};
