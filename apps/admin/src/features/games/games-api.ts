import type {
  AdminEpoch,
  AdminGame,
  AdminIssue,
  AdminIssueState,
  AdminIssuesResult,
  IssueVoidResult,
  RoomConfigView,
} from '@qilin/contract';
import { type PendingApproval, request } from '../../lib/api-client';

export type { AdminEpoch, AdminGame, AdminIssue, AdminIssueState, RoomConfigView };

/** A member's own bet limit for one game ('' = every game); null = no limit of the member's own. */
export type MemberLimitRow = { gameCode: string; maxPerBetFen: number | null; maxPerIssueFen: number | null };
export type RebateInfo = { maxBp: number; stepBp: number };

/**
 * The games area: catalogue, issues, epochs and issue voids (/api/admin/games…), room odds and rules
 * (/api/admin/game-rooms/config), member bet limits and rebate ceilings (/api/admin/member-limits,
 * /api/admin/members/:id/rebate). A void and a room change answer 202 pending for a second operator.
 */
export const gamesApi = {
  games: () => request<{ list: AdminGame[] }>('/api/admin/games'),
  issues: (gameId: string, page: number, size: number, state?: AdminIssueState) =>
    request<AdminIssuesResult>('/api/admin/games/issues', { query: { game_id: gameId, page, size, state } }),
  epochs: (gameId: string) =>
    request<{ list: AdminEpoch[] }>('/api/admin/games/epochs', { query: { game_id: gameId } }),
  voidIssue: (id: number, reason: string) =>
    request<IssueVoidResult | PendingApproval>(`/api/admin/games/issues/${id}/void`, {
      method: 'POST',
      body: { reason },
    }),
  roomConfig: (gameId: string, roomId: string) =>
    request<RoomConfigView>('/api/admin/game-rooms/config', {
      query: { game_id: gameId, game_room_id: roomId },
    }),
  setRoomConfig: (b: { game_id: string; game_room_id: string; odds?: unknown; rules?: unknown }) =>
    request<RoomConfigView | PendingApproval>('/api/admin/game-rooms/config', { method: 'PUT', body: b }),
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
