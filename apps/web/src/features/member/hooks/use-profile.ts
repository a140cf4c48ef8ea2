import type { Member } from '@qilin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { editAvatar, editNickname, getDefaultAvatars } from '../api/member-api';

/** After an edit: the stored member and the member-info query both show the new profile at once. */
function useKeepMember() {
  const setMember = useSessionStore((s) => s.setMember);
  const queryClient = useQueryClient();
  return (member: Member) => {
    setMember(member);
    void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo });
  };
}

export function useEditNickname() {
  const keep = useKeepMember();
  return useMutation({ mutationFn: editNickname, onSuccess: keep });
}

export function useEditAvatar() {
  const keep = useKeepMember();
  return useMutation({ mutationFn: editAvatar, onSuccess: keep });
}

export function useDefaultAvatars() {
  const isLogin = useSessionStore((s) => s.isLogin);
  return useQuery({
    queryKey: ['member', 'default-avatars'] as const,
    queryFn: getDefaultAvatars,
    enabled: isLogin,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
