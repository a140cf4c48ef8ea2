import type { Member, MemberInfoResult } from '@qilin/contract';
import type { DefaultAvatarsResult } from '@qilin/contract/member-profile-client';
import { api } from '../../../lib/api-client';

export const memberPaths = {
  info: '/api/member/info',
  nicknameEdit: '/api/member/nickname/edit',
  defaultAvatars: '/api/member/default_avatars',
  avatarEdit: '/api/member/avatar/edit',
} as const;

export const getMemberInfo = () => api.get<MemberInfoResult>(memberPaths.info);
/** Refusals are shown inline by the form, so the global error toast stays silent. */
export const editNickname = (nickname: string) =>
  api.post<Member>(memberPaths.nicknameEdit, { nickname }, { silent: true });
export const getDefaultAvatars = () => api.get<DefaultAvatarsResult>(memberPaths.defaultAvatars);
export const editAvatar = (avatar: string) => api.post<Member>(memberPaths.avatarEdit, { avatar });
