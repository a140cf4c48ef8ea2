export { type NewNotice, noticeRepository } from './notice.repository';
export { noticeAdminRoutes, noticeRoutes } from './notice.routes';
export { MARQUEE_MAX, NoticeService } from './notice.service';
export type { NoticeRow, NoticeTables } from './notice.tables';
