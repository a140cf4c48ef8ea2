export { memberPlugin } from './member.plugin';
export { maskPhone, presentMember } from './member.presenter';
export { MemberService, type UnreadCounter } from './member.service';
export type { MemberRow, MemberTables } from './member.tables';
/** Account reads and writes for other modules; they take the caller's transaction. */
export { lockMember, memberAccounts, memberBindings } from './member-accounts.queries';
export { memberNames, memberNamesSql } from './member-names.queries';
