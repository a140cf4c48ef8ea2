export { noticePlugin } from './notice.plugin';
export type { NewNotice } from './notice.repository';
export { MARQUEE_MAX, NoticeService } from './notice.service';
export type { NoticeRow, NoticeTables } from './notice.tables';
