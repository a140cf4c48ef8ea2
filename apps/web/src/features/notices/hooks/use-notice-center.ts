import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { getNoticeDetail, getNoticePage, markNoticesRead, noticeCenterKeys } from '../api/notices-api';

/** The notice center's list; a member's list carries the read state and the unread count. */
export function useNoticeList() {
  const isLogin = useSessionStore((s) => s.isLogin);
  return useQuery({ queryKey: [...noticeCenterKeys.list, isLogin], queryFn: getNoticePage });
}

/** One notice; opening it reads it, so the list and member info's unreadNum are stale afterwards. */
export function useNoticeDetail(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: noticeCenterKeys.detail(id),
    queryFn: async () => {
      const notice = await getNoticeDetail(id);
      void client.invalidateQueries({ queryKey: noticeCenterKeys.list });
      void client.invalidateQueries({ queryKey: queryKeys.memberInfo });
      return notice;
    },
    enabled: id > 0,
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markNoticesRead({ all: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: noticeCenterKeys.list });
      void client.invalidateQueries({ queryKey: queryKeys.memberInfo });
    },
  });
}
