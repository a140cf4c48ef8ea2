import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Notices (migration 0028); hidden_at set = taken off every list. */
export interface NoticesTable {
  id: Generated<number>;
  tag: ColumnType<number, number | undefined, number>;
  title: string;
  content: string;
  name: ColumnType<string, string | undefined, string>;
  send_time: Timestamp;
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0097: an unread important notice pops up once after login. */
  important: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 0166: marketing; members on a break neither get it pushed nor see it listed. */
  marketing: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Migration 0097: a row per notice a member has read. */
export interface NoticeReadsTable {
  member_id: number;
  notice_id: number;
  read_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type NoticeRow = Selectable<NoticesTable>;

export interface NoticeTables {
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends NoticeTables {}
}
