/** Withdrawals: accounts, the binding pre-check, applications held in the ledger, operator review. */
export { amountFenOf } from './amount';
export { withdrawTypes } from './withdraw.config';
export { registerWithdrawJobs } from './withdraw.jobs';
export { withdrawAdminRoutes, withdrawRoutes } from './withdraw.routes';
export { WithdrawService } from './withdraw.service';
export type { WithdrawTables } from './withdraw.tables';
export { WithdrawReviewService } from './withdraw-review.service';
