import type { QueryClient } from '@tanstack/react-query';
import { popups } from '../../components/popups';
import { queryKeys } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import { getImportantNotice, markNoticesRead, noticeCenterKeys } from './api/notices-api';

/**
 * Spec §4 Login raises the notice flag; the first screen after it consumes the flag and pops the
 * newest important notice the member has not read. Acknowledging reads it on the server, so it never
 * pops again — on this device or another. Resolves true when a notice was shown and acknowledged.
 */
export async function runLoginNotice(client: QueryClient): Promise<boolean> {
  const session = sessionStore.get();
  if (!session.isLogin || !session.consumeNoticeFlag()) return false;
  const notice = await getImportantNotice().catch(() => null);
  if (!notice) return false;
  const shown = await popups.notice({ id: notice.id, title: notice.title, content: notice.content });
  if (!shown) return false;
  await markNoticesRead({ id: notice.id }).catch(() => undefined);
  void client.invalidateQueries({ queryKey: noticeCenterKeys.all });
  void client.invalidateQueries({ queryKey: queryKeys.memberInfo });
  return true;
}
