export { protectionPlugin } from './protection.plugin';
export { memberProtectionStates, protectedMemberSql } from './protection.queries';
export type { MemberFen } from './protection.repository';
export { type BreakListener, ProtectionService, type StakeCheck } from './protection.service';
export type { ProtectionTables } from './protection.tables';
export { ProtectionCentreService } from './protection-centre.service';
