/**
 * Notices (spec §3 "Notice / slide": id, content, send_time, title, name). The hall marquee reads
 * `GET /api/common/slide/new?tag=1`; the notice center reads `message` and `message/detail`. An operator
 * publishes one with `POST /api/admin/notices`, which also pushes the `notice` socket message.
 */
export type NoticeView = {
  id: number;
  title: string;
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai. */
  send_time: string;
  /** Who it is from (e.g. 系统公告); '' when unnamed. */
  name: string;
  /** An important notice pops up once after login until the member acknowledges (reads) it. */
  important: boolean;
  /** Present when a member asks (token header): whether that member has read it. */
  read?: boolean;
};

/** Notice tags: 1 = the hall's notices (the spec's slide/new param). */
export const HALL_NOTICE_TAG = 1;

/**
 * slide/new → result: the newest notice of the tag (the spec reads result content, send_time, title,
 * id), with every current notice of the tag, newest first, in `list` (the marquee); null when none.
 */
export type SlideNewResult = (NoticeView & { list: NoticeView[] }) | null;

/** message → result (newest first); `unreadNum` when a member asks, as member info counts it. */
export type NoticePage = {
  list: NoticeView[];
  total: number;
  page: number;
  pageSize: number;
  unreadNum?: number;
};

/** message/read → result: the member's unread count after the read. */
export type NoticeReadResult = { unreadNum: number };

/** message/important → result: the newest important notice the member has not read; null when none. */
export type ImportantNoticeResult = NoticeView | null;
