import { z } from 'zod';
import { wireId, wireInt } from './wire-number';

/**
 * Cursor paging of the operator console's lists (`/api/admin/*`): at most `limit` rows (bounded), and
 * the next page asks from the last row's id. Queues (deposits, withdrawals, operators, keys) run
 * oldest first and page with `after_id`; logs (audit, approvals) run newest first and page with
 * `before_id`. A page shorter than `limit` is the last one.
 */
export const afterIdPage = (maxLimit = 200, defaultLimit = 50) =>
  z.object({
    /** Rows with an id above this (the previous page's last id). */
    after_id: wireId().optional(),
    limit: wireInt(1, maxLimit).default(defaultLimit),
  });

export const beforeIdPage = (maxLimit = 200, defaultLimit = 50) =>
  z.object({
    /** Rows with an id below this (the previous page's last id). */
    before_id: wireId().optional(),
    limit: wireInt(1, maxLimit).default(defaultLimit),
  });

/** `GET /api/admin/operators`, `GET /api/admin/api-keys`. */
export const adminListQuery = afterIdPage(200, 200);

/** `GET /api/admin/withdrawals`: the pending queue, oldest first. */
export const withdrawalQueueQuery = afterIdPage(500, 100);
