export {
  betKeys,
  betUrls,
  cancelBet,
  getBetRecords,
  getRoomRecords,
  placeBet,
} from './api/bet-api';
export { AmountBar } from './components/amount-bar';
export { BetRecordFilters } from './components/bet-record-filters';
export { BetRecordList } from './components/bet-record-list';
export { BetSlip } from './components/bet-slip';
export { MyBets, MyBetsPanel } from './components/my-bets';
export { CartList, type NormPlay, NormPlayPanel } from './components/norm-play-panel';
export { OddsGrid, type OddsGridGroup } from './components/odds-grid';
export { useChampionMatchTotals } from './hooks/use-champion-match-totals';
export { useCreditSlip } from './hooks/use-credit-slip';
export { CANCEL_TOAST_MS, RELOAD_AFTER_CANCEL_MS, useMyBets } from './hooks/use-my-bets';
export { DISQUALIFIED_RETURN_MS, type SubmitBet, showBetError, usePlaceBet } from './hooks/use-place-bet';
export { useRealBet } from './hooks/use-real-bet';
export { isDisqualified, isInsufficientBalance } from './model/bet-errors';
export { QUICK_RANGES, type QuickRange, quickRange } from './model/date-ranges';
export { doubleStake, type LastSlip, readLastSlip, repeatPicks, saveLastSlip } from './model/last-slip';
export { type CartLine, cartItems, MAX_COUNT, quoteSelection } from './model/norm-selection';
export { playInput } from './model/play-input';
export type { BetRecordRow, BetRecordsFilter } from './model/record-row';
export {
  AMOUNT_CHIPS_FEN,
  confirmLines,
  confirmTotal,
  DEFAULT_CHIP_FEN,
  pickReturn,
  returnText,
  type SlipPick,
  slipItems,
  slipReturn,
  slipTotalFen,
  togglePick,
} from './model/slip';
