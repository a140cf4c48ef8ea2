import { request } from '../../lib/api-client';
import type { ApprovalView } from '../../lib/operator-types';

/** The two-person approvals queue (/api/admin/approvals). */
export const approvalsApi = {
  list: (status: ApprovalView['status'] = 'pending', limit = 200) =>
    request<ApprovalView[]>('/api/admin/approvals', { query: { status, limit } }),
  approve: (id: number) => request<ApprovalView>(`/api/admin/approvals/${id}/approve`, { body: {} }),
  reject: (id: number, reason: string) =>
    request<ApprovalView>(`/api/admin/approvals/${id}/reject`, { body: { reason } }),
};
