import { HALL_NOTICE_TAG, type SlideNewResult } from '@qilin/contract/notice-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';

/** The server's notice calls (spec §7 common: slide/new, message, message/detail). */
export const noticeUrls = {
  slideNew: '/api/common/slide/new',
} as const;

/** The hall's current notices, newest first (empty when there are none). */
export async function getHallNotices(): Promise<string[]> {
  // Silent: a marquee that fails to load keeps its empty text rather than raising a toast on the hall.
  const result = await api.get<SlideNewResult>(noticeUrls.slideNew, {
    query: { tag: HALL_NOTICE_TAG },
    silent: true,
  });
  const list = result?.list ?? (result ? [result] : []);
  return list.map((n) => n.content).filter((text) => text.trim() !== '');
}

export const noticeKeys = { hall: queryKeys.notices };
