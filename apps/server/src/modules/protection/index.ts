export { protectionPlugin } from './protection.plugin';
export { protectedMemberSql } from './protection.queries';
export type { MemberFen } from './protection.repository';
export { type BreakListener, ProtectionService, type StakeCheck } from './protection.service';
export type { ProtectionTables } from './protection.tables';
