import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 0170: a game's rooms as the operator configured them. */
export interface ChatRoomsTable {
  game_code: string;
  room_id: string;
  name: string;
  tier: string;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

/** Migration 0170: every message of every room; `member_id` null for the house (robots, staff). */
export interface ChatMessagesTable {
  id: Generated<number>;
  game_code: string;
  room_id: string;
  member_id: number | null;
  kind: string;
  sender: string;
  name: string;
  avatar: ColumnType<string, string | undefined, string>;
  content: string;
  issue: string | null;
  ext: ColumnType<Record<string, unknown>, string | undefined, string>;
  client_key: string | null;
  dedupe_key: string | null;
  recalled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ChatReadsTable {
  member_id: number;
  game_code: string;
  room_id: string;
  last_read_id: number;
}

export interface ChatWordsTable {
  word: string;
  created_at: Timestamp;
}

export interface ChatSanctionsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  until_at: ColumnType<Date, Date | string, Date | string>;
  reason: string;
  lifted_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ChatReportsTable {
  id: Generated<number>;
  message_id: number;
  member_id: number;
  reason: string;
  created_at: Timestamp;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type ChatRoomRow = Selectable<ChatRoomsTable>;
export type ChatSanctionRow = Selectable<ChatSanctionsTable>;

export interface ChatTables {
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_words: ChatWordsTable;
  chat_sanctions: ChatSanctionsTable;
  chat_reports: ChatReportsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends ChatTables {}
}
