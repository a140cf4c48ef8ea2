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
export { houseFor, openPlayWallet, resetPlayWallet } from './ledger.play';
export {
  ensureHoldAccounts,
  holdForRegister,
  type RegisterHoldInput,
  type RegisterHoldParts,
  type RegisterHoldRow,
  registerHoldColumns,
  registerHoldCtes,
  registerHoldOutcome,
} from './ledger.register-hold';
export {
  type RegisterSetMember,
  type RegisterSetOptions,
  type RegisterSetSource,
  settleRegisterSet,
} from './ledger.register-set';
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
export { PLAY_HOUSE } from './ledger.types';
export { type LedgerTotals, ledgerTotals, reconcile } from './reconcile';
export { getVenueBalances } from './venue-balances';
export { memberWalletEntries } from './wallet-entries';
