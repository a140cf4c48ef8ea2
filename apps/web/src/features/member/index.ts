export { getMemberInfo, memberPaths } from './api/member-api';
export { AvatarPicker } from './components/avatar-picker';
export { MachineInfo } from './components/machine-info';
export { MemberAvatar } from './components/member-avatar';
export { MemberCard } from './components/member-card';
export { MemberHub } from './components/member-hub';
export { MemberOnly } from './components/member-only';
export { NicknameForm } from './components/nickname-form';
export { useMemberInfo } from './hooks/use-member-info';
