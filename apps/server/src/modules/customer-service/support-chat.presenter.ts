import {
  type SupportCannedReply,
  type SupportMessage,
  SupportMessages,
  type SupportQueueRow,
  supportImagePath,
} from '@qilin/contract';
import type { QueueRow } from './support-chat.repository';
import type { SupportCannedRow, SupportMessageRow } from './support-chat.tables';

export function presentMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender,
    kind: row.kind,
    content: row.content,
    image:
      row.kind === 'image' && row.image_key
        ? { url: supportImagePath(row.image_key), width: row.image_width ?? 0, height: row.image_height ?? 0 }
        : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The queue's one-line preview of a message. */
export function previewOf(kind: 'text' | 'image', content: string): string {
  return kind === 'image' ? SupportMessages.imagePreview : content.replace(/\s+/g, ' ').slice(0, 60);
}

export function presentQueueRow(row: QueueRow): SupportQueueRow {
  return {
    id: row.id,
    memberId: row.member_id,
    username: row.username,
    nickname: row.nickname,
    status: row.status,
    operatorId: row.operator_id,
    unread: row.unread,
    lastMessageAt: row.last_message_at.toISOString(),
    lastPreview: row.last_preview,
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
  };
}

export function presentCanned(row: SupportCannedRow): SupportCannedReply {
  return { id: row.id, title: row.title, content: row.content, sort: row.sort };
}
