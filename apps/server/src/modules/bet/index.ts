export { BetErrors } from './bet.errors';
export { BetService, type PlaceBetInput } from './bet.service';
export { type AfterIssueSettled, BetSettler, type SettlementNotifier } from './bet.settlement';
export type { BetOrderRow, BetRow, BetStatus, BetTables } from './bet.tables';
export { betFamily, type ResolvedItem, resolveItems } from './bet-items';
