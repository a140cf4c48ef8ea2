export { memberPlugin } from './member.plugin';
export { maskPhone, presentMember } from './member.presenter';
/** Account reads and writes for the auth module; they take the caller's transaction. */
export { memberRepository as memberAccounts } from './member.repository';
export { MemberService, type UnreadCounter } from './member.service';
export type { MemberRow, MemberTables } from './member.tables';
export { lockMember, memberBindings } from './member-bindings.repository';
export { memberNames, memberNamesSql } from './member-names.queries';
