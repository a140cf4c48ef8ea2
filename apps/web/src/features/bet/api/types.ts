import type { BetItem, BetReceipt, BetRecordBet, BetRecordOrder } from '@qilin/contract';

export type { BetItem, BetReceipt };

export type BetStatus = 'open' | 'won' | 'lost' | 'cancelled' | 'refunded' | 'push';

/** One selection of a bet order as the records call lists it. */
export type BetRecordItem = {
  betId?: number;
  playId?: string;
  name: string;
  /** What was picked (numbers, 胆/拖, per-position sets) where the play name does not say it. */
  selection?: unknown;
  odds?: BetItem['odds'];
  amountFen: number;
  payoutFen?: number;
  status?: BetStatus;
};

/** POST /api/bet/records `result.list[]`: an order with its items (spec §3 "Bet record rows"). */
export type BetOrderRecord = {
  orderId: number;
  gameId: string;
  gameName?: string;
  issue: string;
  status: BetStatus;
  totalFen: number;
  payoutFen?: number;
  createdAt: number;
  hash?: string;
  items: BetRecordItem[];
};

/** GET /api/bet/order/detail: the order now (status, payout) and its receipt as stored at acceptance. */
export type BetOrderDetail = { order: BetOrderRecord; receipt: BetReceipt };

export type BetRecordsPage = { list: BetOrderRecord[]; total?: number };

/** A list row: the order's fields with one item merged in (spec: "items merged into the parent"). */
export type BetRecordRow = Omit<BetOrderRecord, 'items'> & BetRecordItem & { key: string };

export type BetRecordsFilter = { gameId?: string; startTime?: number; endTime?: number };

/** One bet / one order as the server lists them (contract BetRecordBet / BetRecordOrder). */
export type ServerBet = BetRecordBet;
export type ServerOrder = BetRecordOrder;
