import type {
  SupportCannedReply,
  SupportConversationDetail,
  SupportMessage,
  SupportQueueRow,
} from '@qilin/contract';
import { ApiError, request, send } from '../../lib/api-client';

export type QueueFilter = { status: 'open' | 'closed'; assigned: 'all' | 'mine' | 'unassigned' };
export type CannedInput = { title: string; content: string; sort: number };

/** A queue page: at most this many rows; a shorter page is the last. */
export const QUEUE_PAGE = 50;

/** The support desk (/api/admin/support): the queue, a conversation, assign, reply, close, canned replies. */
export const supportApi = {
  queue: (filter: QueueFilter, afterId?: number) =>
    request<SupportQueueRow[]>('/api/admin/support/conversations', {
      query: { ...filter, limit: QUEUE_PAGE, after_id: afterId },
    }),
  detail: (id: number) => request<SupportConversationDetail>(`/api/admin/support/conversations/${id}`),
  assign: (id: number) =>
    request<SupportQueueRow>(`/api/admin/support/conversations/${id}/assign`, { body: {} }),
  reply: (id: number, content: string) =>
    request<SupportMessage>(`/api/admin/support/conversations/${id}/reply`, { body: { content } }),
  close: (id: number) =>
    request<SupportQueueRow>(`/api/admin/support/conversations/${id}/close`, { body: {} }),
  canned: () => request<SupportCannedReply[]>('/api/admin/support/canned'),
  addCanned: (body: CannedInput) => request<SupportCannedReply>('/api/admin/support/canned', { body }),
  editCanned: (id: number, body: CannedInput) =>
    request<SupportCannedReply>(`/api/admin/support/canned/${id}`, { method: 'PUT', body }),
  removeCanned: (id: number) => request<unknown>(`/api/admin/support/canned/${id}`, { method: 'DELETE' }),
  async image(url: string): Promise<Blob> {
    const response = await send(url);
    if (!response.ok) throw new ApiError(0, '图片加载失败', response.status);
    return response.blob();
  },
};

/** The queue's rows over its pages: each conversation once, in id order (a page refetch may overlap). */
export function mergeQueue(...pages: SupportQueueRow[][]): SupportQueueRow[] {
  const byId = new Map<number, SupportQueueRow>();
  for (const page of pages) for (const row of page) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
