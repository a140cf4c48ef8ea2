import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { supportUnread } from '../api/support-chat-api';

/** Under queryKeys.support, so a pushed `support` message (app/background) makes both stale. */
export const supportKeys = {
  thread: [...queryKeys.support, 'thread'] as const,
  unread: [...queryKeys.support, 'unread'] as const,
};

/** A member (not a 试玩 trial) may chat with the service. */
const isMember = (s: { isLogin: boolean; trial: unknown; userData: unknown }) =>
  s.isLogin && s.trial === null && s.userData !== null;

/** The service's messages the member has not read: the badge on the entry points. */
export function useSupportUnread() {
  const member = useSessionStore(isMember);
  return useQuery({
    queryKey: supportKeys.unread,
    queryFn: supportUnread,
    enabled: member,
    staleTime: 30_000,
  });
}
