import { pageQuerySchema } from './payment';

/**
 * Activity wire shapes. Gift logs (`GET /api/activity/gift/logs`, the /gift/record screen): the
 * gifts and bonuses credited to the member's wallet, newest first. `amountFen` is integer fen.
 */
export type GiftLogRow = {
  /** The ledger entry id (unique per credit). */
  id: number;
  /** Ledger transfer type, e.g. 'activity_gift'. */
  type: string;
  /** How the type reads to a member, e.g. '活动礼金'. */
  name: string;
  amountFen: number;
  /** ISO 8601 instant. */
  createdAt: string;
};

export type GiftLogsResult = {
  list: GiftLogRow[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
};

/** page ≥ 1, pageSize 1–100 (default 20), like every other list route. */
export const giftLogsQuerySchema = pageQuerySchema;
