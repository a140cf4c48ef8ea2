/** Withdrawals: accounts, the binding pre-check, applications held in the ledger, operator review. */
export { amountFenOf } from './amount.input';
export { withdrawTypes } from './withdraw.config';
export { withdrawPlugin } from './withdraw.plugin';
export { WithdrawService } from './withdraw.service';
export type { WithdrawTables } from './withdraw.tables';
export { withdrawHolderNames } from './withdraw-holders.queries';
export { WithdrawReviewService } from './withdraw-review.service';
export { withdrawalAmountFen } from './withdrawal-amount.queries';
export {
  pendingWithdrawalCount,
  type WithdrawalRiskBasics,
  type WithdrawalTotal,
  withdrawalRiskBasics,
  withdrawalTotals,
} from './withdrawal-totals.queries';
