import type { ChatMessage } from '@qilin/contract';
import { request } from '../../lib/api-client';

export type AdminChatMessage = ChatMessage & {
  memberId: number | null;
  reports: number;
  originalContent: string;
};
export type ChatSanction = {
  id: number;
  memberId: number;
  kind: 'mute' | 'ban';
  until: number;
  reason: string;
  createdAt: number;
  liftedAt: number | null;
};
export type SanctionInput = { member_id: number; kind: 'mute' | 'ban'; minutes: number; reason: string };

/** The chat moderation calls (/api/admin/chat/…). */
export const chatApi = {
  messages: (gameId: string, roomId: string, reported: boolean) =>
    request<{ list: AdminChatMessage[]; hasMore: boolean }>('/api/admin/chat/messages', {
      query: { game_id: gameId, room_id: roomId, limit: 100, ...(reported && { reported: '1' }) },
    }),
  recall: (id: number) => request<unknown>(`/api/admin/chat/messages/${id}/recall`, { method: 'POST' }),
  post: (gameId: string, roomId: string, content: string) =>
    request<ChatMessage>('/api/admin/chat/messages', { body: { game_id: gameId, room_id: roomId, content } }),
  words: () => request<{ words: string[] }>('/api/admin/chat/words'),
  setWords: (words: string[]) =>
    request<{ words: string[] }>('/api/admin/chat/words', { method: 'PUT', body: { words } }),
  sanctions: () => request<{ list: ChatSanction[] }>('/api/admin/chat/sanctions'),
  sanction: (body: SanctionInput) => request<ChatSanction>('/api/admin/chat/sanctions', { body }),
  lift: (id: number) => request<unknown>(`/api/admin/chat/sanctions/${id}/lift`, { method: 'POST' }),
};
