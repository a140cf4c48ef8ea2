import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Migration 0180: a member's conversation with the service; at most one open per member. */
export interface SupportConversationsTable {
  id: Generated<number>;
  member_id: number;
  status: Defaulted<'open' | 'closed'>;
  /** The operator it is assigned to; null while it waits in the queue. */
  operator_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The last message id the member / the service has seen (unread = the other side's messages above it). */
  member_read_id: Defaulted<number>;
  operator_read_id: Defaulted<number>;
  last_message_id: Defaulted<number>;
  last_preview: Defaulted<string>;
  last_message_at: Timestamp;
  created_at: CreatedAt;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: 'member' | 'operator' | 'system';
  operator_id: ColumnType<number | null, number | null | undefined, never>;
  kind: 'text' | 'image';
  content: Defaulted<string>;
  image_key: ColumnType<string | null, string | null | undefined, never>;
  image_width: ColumnType<number | null, number | null | undefined, never>;
  image_height: ColumnType<number | null, number | null | undefined, never>;
  created_at: CreatedAt;
}

export interface SupportImagesTable {
  key: string;
  conversation_id: number;
  mime: string;
  size_bytes: number;
  content: Uint8Array;
  created_at: CreatedAt;
}

export interface SupportCannedRepliesTable {
  id: Generated<number>;
  title: string;
  content: string;
  sort: Defaulted<number>;
  updated_at: Timestamp;
}

export type SupportConversationRow = Selectable<SupportConversationsTable>;
export type SupportMessageRow = Selectable<SupportMessagesTable>;
export type SupportCannedRow = Selectable<SupportCannedRepliesTable>;

export interface SupportChatTables {
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_images: SupportImagesTable;
  support_canned_replies: SupportCannedRepliesTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends SupportChatTables {}
}
