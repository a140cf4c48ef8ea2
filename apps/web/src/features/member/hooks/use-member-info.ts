import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { getMemberInfo } from '../api/member-api';

/** Fresh member data from the server; the stored user data is kept in step so offline reloads show it. */
export function useMemberInfo() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const setMember = useSessionStore((s) => s.setMember);
  const stored = useSessionStore((s) => s.userData);
  const query = useQuery({ queryKey: queryKeys.memberInfo, queryFn: getMemberInfo, enabled: isLogin });
  useEffect(() => {
    if (!query.data) return;
    const { unreadNum: _unread, ...member } = query.data;
    setMember(member);
  }, [query.data, setMember]);
  return { member: stored, unreadNum: query.data?.unreadNum ?? 0, isLogin, isLoading: query.isLoading };
}
