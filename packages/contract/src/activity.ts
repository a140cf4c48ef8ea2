import { z } from 'zod';
import { pageQuerySchema } from './payment';

/**
 * Activity wire shapes. Gift logs (`GET /api/activity/gift/logs`, the /gift/record screen): the
 * gifts and bonuses credited to the member's wallet, newest first. `amountFen` is integer fen.
 */
export const giftLogRowSchema = z.object({
  /** The ledger entry id (unique per credit). */
  id: z.number().int(),
  /** Ledger transfer type, e.g. 'activity_gift'. */
  type: z.string(),
  /** How the type reads to a member, e.g. '活动礼金'. */
  name: z.string(),
  amountFen: z.number().int(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type GiftLogRow = z.infer<typeof giftLogRowSchema>;

/** One page of a member's list: rows, the total, and whether more follow. */
export function pageResultSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    list: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}

export const giftLogsResultSchema = pageResultSchema(giftLogRowSchema);
export type GiftLogsResult = z.infer<typeof giftLogsResultSchema>;

/** page ≥ 1, pageSize 1–100 (default 20), like every other list route. */
export const giftLogsQuerySchema = pageQuerySchema;
