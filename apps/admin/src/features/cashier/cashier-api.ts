import type { WithdrawalRiskView } from '@qilin/contract';
import { request, send } from '../../lib/api-client';

export type DepositStatus = 'pending' | 'paid' | 'confirmed' | 'rejected' | 'cancelled' | 'expired';

/** A row of GET /api/admin/deposits (the order row, the member's username, whether a receipt exists). */
export type DepositRow = {
  id: number;
  order_sn: string;
  member_id: number;
  username: string;
  channel_id: number;
  amount_fen: number;
  status: DepositStatus;
  payer_name: string;
  reject_reason: string;
  created_at: string;
  paid_at: string | null;
  has_evidence: boolean;
};

/** A row of GET /api/admin/withdrawals. */
export type WithdrawalRow = {
  id: number;
  memberId: number;
  amountFen: number;
  amount: string;
  status: string;
  type: string;
  typeName: string;
  account: string;
  reason: string;
  createdAt: string;
};

/** Rows per page of a cashier queue (the server's bound is 500). */
export const QUEUE_PAGE = 100;

/** The deposit and withdrawal queues: oldest first, a page of `limit` at a time from `after_id`. */
export const cashierApi = {
  deposits: (statuses: DepositStatus[], afterId?: number, limit = QUEUE_PAGE) =>
    request<DepositRow[]>('/api/admin/deposits', {
      query: { status: statuses.join(','), after_id: afterId, limit },
    }),
  confirmDeposit: (id: number) => request<unknown>(`/api/admin/deposits/${id}/confirm`, { body: {} }),
  rejectDeposit: (id: number, reason: string) =>
    request<unknown>(`/api/admin/deposits/${id}/reject`, { body: { reason } }),
  /** The receipt image as a blob (the request carries the credential header, so no plain <img src>). */
  async evidence(id: number): Promise<Blob> {
    const response = await send(`/api/admin/deposits/${id}/evidence`);
    if (!response.ok) {
      const reply = (await response.json().catch(() => null)) as { error_message?: string } | null;
      throw new Error(reply?.error_message ?? '凭证加载失败');
    }
    return response.blob();
  },
  /** What a cashier weighs before paying: the member's turnover, recent wins, deposits and bound accounts. */
  withdrawalRisk: (id: number) => request<WithdrawalRiskView>(`/api/admin/withdrawals/${id}/risk`),
  withdrawals: (afterId?: number, limit = QUEUE_PAGE) =>
    request<WithdrawalRow[]>('/api/admin/withdrawals', { query: { after_id: afterId, limit } }),
  approveWithdrawal: (id: number) => request<unknown>(`/api/admin/withdrawals/${id}/approve`, { body: {} }),
  rejectWithdrawal: (id: number, reason: string) =>
    request<unknown>(`/api/admin/withdrawals/${id}/reject`, { body: { reason } }),
};
