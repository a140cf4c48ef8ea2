import { request } from '../../lib/api-client';
import type {
  AuditEntryView,
  OperatorLoginBody,
  OperatorMeView,
  OperatorRole,
  OperatorSessionView,
  OperatorSignInOptions,
  OperatorView,
  TotpConfirmView,
  TotpSetupView,
} from '../../lib/operator-types';

/** Operator sign-in and TOTP enrolment, accounts and the audit log (/api/admin/auth, /operators, /audit). */
export const operatorApi = {
  login: (body: OperatorLoginBody) =>
    request<OperatorSessionView>('/api/admin/auth/login', { body, anonymous: true }),
  /** Whether the server still takes the shared development token (never asked in a development build). */
  signInOptions: () => request<OperatorSignInOptions>('/api/admin/auth/options', { anonymous: true }),
  logout: () => request<null>('/api/admin/auth/logout', { body: {} }),
  me: () => request<OperatorMeView>('/api/admin/auth/me'),
  totpSetup: () => request<TotpSetupView>('/api/admin/auth/totp/setup', { body: {} }),
  totpConfirm: (otp: string) => request<TotpConfirmView>('/api/admin/auth/totp/confirm', { body: { otp } }),
  list: () => request<OperatorView[]>('/api/admin/operators'),
  create: (body: { username: string; password: string; role: OperatorRole }) =>
    request<OperatorView>('/api/admin/operators', { body }),
  setRole: (id: number, role: OperatorRole) =>
    request<OperatorView>(`/api/admin/operators/${id}/role`, { method: 'PUT', body: { role } }),
  audit: (q: { operator_id?: number; action?: string; before_id?: number; limit: number }) =>
    request<AuditEntryView[]>('/api/admin/audit', { query: q }),
};
