import type { Db } from '../../db';
import { chaseOrdersRepository as repo } from './chase-orders.repository';

/**
 * The bet orders placed for chases, as the chase module reads them (it owns the plans, this module the
 * orders). Every function takes the caller's handle or transaction.
 */
export const chaseOrders = {
  /** Every order of these chases, oldest first. */
  ofChases: (db: Db, chaseIds: readonly number[]) => repo.ofChases(db, chaseIds),
  /** The receipts of one chase's orders, oldest first (an idempotent replay answers them again). */
  receipts: (db: Db, chaseId: number) => repo.receipts(db, chaseId),
  /** The chase orders on one issue (settlement tells their chases). */
  onIssue: (db: Db, issueId: number) => repo.onIssue(db, issueId),
  /** The chase's open orders (id and issue), oldest first. */
  open: (db: Db, chaseId: number) => repo.open(db, chaseId),
  /** Whether the chase has an open order on another issue than this one. */
  hasOpenBesides: (db: Db, chaseId: number, issueId: number) => repo.hasOpenBesides(db, chaseId, issueId),
  /** The order's status under a row lock (issue first, then order: the lock order of settlement). */
  lockStatus: (db: Db, orderId: number) => repo.lockStatus(db, orderId),
};
