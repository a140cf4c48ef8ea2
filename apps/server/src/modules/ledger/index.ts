/**
 * The ledger's only public face (docs/ledger.md). Every money-moving call takes the caller's
 * transaction: do the business write and the ledger call in the same `db.transaction()`.
 */
export {
  HoldStateError,
  IdempotencyConflictError,
  InsufficientFundsError,
  PlayMoneyError,
} from './ledger.errors';
export { lockForSettlement } from './ledger.locks';
export {
  addTurnoverRequirement,
  getMemberBalances,
  placeHold,
  postHold,
  transfer,
  voidHold,
} from './ledger.service';
export type { LedgerTables } from './ledger.tables';
export type {
  AccountKind,
  AccountRef,
  HoldInput,
  MemberBalances,
  PostHoldInput,
  TransferInput,
} from './ledger.types';
export { PLAY_HOUSE, PROMOTION } from './ledger.types';
export { houseFor, openPlayWallet, resetPlayWallet } from './play-wallet.service';
export { type LedgerTotals, ledgerTotals, reconcile } from './reconcile.queries';
export {
  ensureHoldAccounts,
  holdForRegister,
  type RegisterHoldInput,
  type RegisterHoldParts,
  type RegisterHoldRow,
  registerHoldColumns,
  registerHoldCtes,
  registerHoldOutcome,
} from './register-hold.sql';
export {
  type RegisterSetMember,
  type RegisterSetOptions,
  type RegisterSetSource,
  settleRegisterSet,
} from './register-set.sql';
export { turnoverBetween, turnoverWorkedFen } from './turnover.queries';
export { getVenueBalances } from './venue-balances.queries';
export { type MemberOwnKind, memberAccountBalanceFen, memberWalletEntries } from './wallet-entries.queries';
