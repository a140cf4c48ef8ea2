export { BetErrors } from './bet.errors';
export { registerBetJobs } from './bet.jobs';
export { BetQueries } from './bet.queries';
export { betRoutes, parseTime } from './bet.routes';
export { BetService, type PlaceBetInput } from './bet.service';
export { type AfterIssueSettled, BetSettler, type SettlementNotifier } from './bet.settlement';
export type { BetOrderRow, BetRow, BetStatus, BetTables, ChasePlanRow } from './bet.tables';
export { parseCommand, parseContent } from './bet-content';
export { betFamily, type ResolvedItem, resolveItems } from './bet-items';
