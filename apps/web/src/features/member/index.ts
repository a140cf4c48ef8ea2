export { getMemberInfo } from './api/member-api';
export { MemberCard } from './components/member-card';
export { useMemberInfo } from './hooks/use-member-info';
