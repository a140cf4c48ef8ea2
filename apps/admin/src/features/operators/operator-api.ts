import { request } from '../../lib/api-client';
import type {
  AuditEntryView,
  OperatorLoginBody,
  OperatorRole,
  OperatorSessionView,
  OperatorView,
} from '../../lib/operator-types';

/** Operator sign-in, accounts and the audit log (/api/admin/auth, /operators, /audit). */
export const operatorApi = {
  login: (body: OperatorLoginBody) =>
    request<OperatorSessionView>('/api/admin/auth/login', { body, anonymous: true }),
  logout: () => request<null>('/api/admin/auth/logout', { body: {} }),
  list: () => request<OperatorView[]>('/api/admin/operators'),
  create: (body: { username: string; password: string; role: OperatorRole }) =>
    request<OperatorView>('/api/admin/operators', { body }),
  setRole: (id: number, role: OperatorRole) =>
    request<OperatorView>(`/api/admin/operators/${id}/role`, { method: 'PUT', body: { role } }),
  audit: (q: { operator_id?: number; action?: string; before_id?: number; limit: number }) =>
    request<AuditEntryView[]>('/api/admin/audit', { query: q }),
};
