import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { getMemberInfo } from '../api/security-api';

/** After a binding the stored member (phone, real_name, sign_password) must show the new state. */
export function useRefreshMember() {
  const queryClient = useQueryClient();
  const setMember = useSessionStore((s) => s.setMember);
  return useCallback(async () => {
    const info = await getMemberInfo().catch(() => null);
    if (info) {
      const { unreadNum: _unread, ...member } = info;
      setMember(member);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
  }, [queryClient, setMember]);
}
