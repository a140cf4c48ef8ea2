import { request } from '../../lib/api-client';

/** A member's own bet limit for one game ('' = every game); null = no limit of the member's own. */
export type MemberLimitRow = { gameCode: string; maxPerBetFen: number | null; maxPerIssueFen: number | null };
export type RebateInfo = { maxBp: number; stepBp: number };

/** Member bet limits and rebate ceilings (/api/admin/member-limits, /api/admin/members/:id/rebate). */
export const gamesApi = {
  memberLimits: (memberId: number) =>
    request<{ list: MemberLimitRow[] }>('/api/admin/member-limits', { query: { member_id: memberId } }),
  setMemberLimit: (b: {
    member_id: number;
    game_id: string;
    max_per_bet_fen: number | null;
    max_per_issue_fen: number | null;
  }) => request<{ list: MemberLimitRow[] }>('/api/admin/member-limits', { method: 'PUT', body: b }),
  removeMemberLimit: (memberId: number, gameId: string) =>
    request<{ removed: boolean }>('/api/admin/member-limits', {
      method: 'DELETE',
      query: { member_id: memberId, game_id: gameId },
    }),
  rebate: (memberId: number) => request<RebateInfo>(`/api/admin/members/${memberId}/rebate`),
  setRebate: (memberId: number, maxBp: number | null) =>
    request<RebateInfo>(`/api/admin/members/${memberId}/rebate`, { method: 'PUT', body: { maxBp } }),
};
