import type {
  BetRecordsResult,
  ChaseView,
  MemberAdjustBody,
  MemberAdjustResult,
  MemberFreezeState,
  MemberLedgerResult,
  MemberProfile,
  MemberSearchResult,
  MemberSessionRow,
  ProtectionAdminView,
  WithdrawView,
} from '@qilin/contract';
import { type PendingApproval, request } from '../../lib/api-client';

export type {
  BetRecordsResult,
  ChaseView,
  MemberLedgerRow,
  MemberProfile,
  MemberSessionRow,
  MemberSummary,
} from '@qilin/contract';

/** A member's deposit order as the payment module keeps it (times as ISO text on the wire). */
export type MemberDepositRow = {
  id: number;
  order_sn: string;
  amount_fen: number;
  status: string;
  payer_name: string;
  reject_reason: string;
  created_at: string;
  decided_at: string | null;
};

export type MemberWithdrawalRow = WithdrawView & { amount: string };

export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

const PAGE_SIZE = 20;
const base = (id: number) => `/api/admin/members/${id}`;
const paged = (page: number) => ({ query: { page, page_size: PAGE_SIZE } });

/** The members area: search, the profile and its pages, freeze / unfreeze, adjustments. */
export const membersApi = {
  pageSize: PAGE_SIZE,
  search: (q: string, page: number) =>
    request<MemberSearchResult>('/api/admin/members', { query: { q, page, page_size: PAGE_SIZE } }),
  profile: (id: number) => request<MemberProfile>(base(id)),
  ledger: (id: number, page: number) => request<MemberLedgerResult>(`${base(id)}/ledger`, paged(page)),
  bets: (id: number, page: number) => request<BetRecordsResult>(`${base(id)}/bets`, paged(page)),
  chases: (id: number) => request<{ list: ChaseView[] }>(`${base(id)}/chases`),
  deposits: (id: number, page: number) =>
    request<Paged<MemberDepositRow>>(`${base(id)}/deposits`, paged(page)),
  withdrawals: (id: number, page: number) =>
    request<Paged<MemberWithdrawalRow>>(`${base(id)}/withdrawals`, paged(page)),
  sessions: (id: number) => request<{ list: MemberSessionRow[] }>(`${base(id)}/sessions`),
  freeze: (id: number, reason: string) =>
    request<MemberFreezeState>(`${base(id)}/freeze`, { body: { reason } }),
  /** Answers 202 pending: a second operator approves it. */
  unfreeze: (id: number, reason: string) =>
    request<MemberFreezeState | PendingApproval>(`${base(id)}/unfreeze`, { body: { reason } }),
  /** 理性投注: limits, usage, the break in force and every break. */
  protection: (id: number) => request<ProtectionAdminView>(`${base(id)}/protection`),
  exclude: (id: number, body: { days: number; reason: string }) =>
    request<ProtectionAdminView>(`${base(id)}/protection/exclusion`, { body }),
  /** Only an operator exclusion; the server answers 403 for a member's own time-out or self-exclusion. */
  lift: (id: number, breakId: number) =>
    request<ProtectionAdminView>(`${base(id)}/protection/lift`, { body: { break_id: breakId } }),
  /** Always 202 pending: a second operator approves it. */
  adjust: (id: number, body: MemberAdjustBody) =>
    request<MemberAdjustResult | PendingApproval>(`${base(id)}/adjust`, { body }),
};
