import type {
  ImportantNoticeResult,
  NoticePage,
  NoticeReadResult,
  NoticeView,
} from '@qilin/contract/notice-client';
import { api } from '../../../lib/api-client';

/** The member's notice calls (spec §7 common: message, message/detail; Qilin's message/read, /important). */
export const noticeCenterUrls = {
  list: '/api/common/message',
  detail: '/api/common/message/detail',
  read: '/api/common/message/read',
  important: '/api/common/message/important',
} as const;

/** The notice center shows the newest notices on one page. */
export const NOTICE_PAGE_SIZE = 50;

export const getNoticePage = () =>
  api.get<NoticePage>(noticeCenterUrls.list, { query: { page: 1, pageSize: NOTICE_PAGE_SIZE } });

/** Opening a notice with the member's token reads it. */
export const getNoticeDetail = (id: number) =>
  api.get<NoticeView>(noticeCenterUrls.detail, { query: { id } });

export const markNoticesRead = (body: { id: number } | { all: true }) =>
  api.post<NoticeReadResult>(noticeCenterUrls.read, body);

/** Silent: the after-login popup is a courtesy, its failure is no reason for a toast. */
export const getImportantNotice = () =>
  api.get<ImportantNoticeResult>(noticeCenterUrls.important, { silent: true });

export const noticeCenterKeys = {
  all: ['notices', 'center'] as const,
  list: ['notices', 'center', 'list'] as const,
  detail: (id: number) => ['notices', 'center', 'detail', id] as const,
};
