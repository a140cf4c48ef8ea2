import type { BetItem, BetReceipt } from '@qilin/contract';

export type { BetItem, BetReceipt };

export type BetStatus = 'open' | 'won' | 'lost' | 'cancelled' | 'refunded' | 'push';

/** One selection of a bet order as the records call lists it. */
export type BetRecordItem = {
  betId?: number;
  playId?: string;
  name: string;
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

/** One bet of an order as the server lists it (POST /api/bet/records `result.list[].items`). */
export type ServerBet = {
  id: number;
  play_id: string;
  name: string;
  selection: unknown;
  odds: BetItem['odds'];
  amountFen: number;
  payoutFen: number;
  status: 'pending' | 'won' | 'lost' | 'push' | 'refunded' | 'cancelled';
  settledAt: number | null;
};

/** One order as the server lists it (`result.list[]`). */
export type ServerOrder = {
  id: number;
  game_id: string;
  room_id: string;
  issue: string;
  status: 'open' | 'cancelled' | 'settled';
  chase_id: number | null;
  multiple: number;
  totalFen: number;
  payoutFen: number;
  placedAt: number;
  receiptHash: string;
  items: ServerBet[];
};
