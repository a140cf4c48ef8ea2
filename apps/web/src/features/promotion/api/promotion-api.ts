import type {
  AgentDateRange,
  FriendRow,
  FriendsInfo,
  InviteLink,
  SubordinateRow,
  TeamStats,
} from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const promotionPaths = {
  friendsInfo: '/api/friends/info',
  friendsList: '/api/friends/list',
  inviteList: '/api/agent/invite/list',
  subordinates: '/api/agent/subordinates',
  teamStats: '/api/agent/sub_statisticians',
  agentWallet: '/api/agent/wallet',
} as const;

type Page<T> = { list: T[]; total: number; page: number; pageSize: number; hasMore: boolean };

export const getFriendsInfo = () => api.get<FriendsInfo>(promotionPaths.friendsInfo);
export const getInviteLinks = () => api.get<{ list: InviteLink[] }>(promotionPaths.inviteList);
export const getFriends = (page: number) =>
  api.get<Page<FriendRow>>(promotionPaths.friendsList, { query: { page, pageSize: 20 } });
export const getSubordinates = (page: number) =>
  api.get<Page<SubordinateRow>>(promotionPaths.subordinates, { query: { page, pageSize: 20 } });
export const getTeamStats = (range: AgentDateRange) =>
  api.get<TeamStats>(promotionPaths.teamStats, { query: { range } });
export const getAgentWallet = () => api.get<{ balanceFen: number }>(promotionPaths.agentWallet);
