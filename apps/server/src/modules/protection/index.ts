export { protectionPlugin } from './protection.plugin';
export { type MemberFen, protectedMemberSql } from './protection.repository';
export { type BreakListener, ProtectionService, type StakeCheck } from './protection.service';
export type { ProtectionTables } from './protection.tables';
