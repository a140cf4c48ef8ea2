import type { Db } from '../../db';
import type { BetOrderRow } from './bet.tables';

/** SQL only: the bet orders placed for chases; every method takes the caller's handle or transaction. */
export const chaseOrdersRepository = {
  /** Every order of these chases, oldest first. */
  ofChases(db: Db, chaseIds: readonly number[]): Promise<BetOrderRow[]> {
    if (chaseIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('bet_orders')
      .selectAll()
      .where('chase_id', 'in', [...chaseIds])
      .orderBy('id')
      .execute();
  },

  /** The receipts of one chase's orders, oldest first (an idempotent replay answers them again). */
  async receipts(db: Db, chaseId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('bet_orders')
      .select('receipt')
      .where('chase_id', '=', chaseId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.receipt);
  },

  /** The chase orders on one issue (settlement tells their chases). */
  async onIssue(db: Db, issueId: number): Promise<{ chaseId: number; id: number }[]> {
    const rows = await db
      .selectFrom('bet_orders')
      .select(['chase_id', 'id'])
      .where('issue_id', '=', issueId)
      .where('chase_id', 'is not', null)
      .execute();
    return rows.map((o) => ({ chaseId: o.chase_id as number, id: o.id }));
  },

  /** The chase's open orders (id and issue), oldest first. */
  open(db: Db, chaseId: number): Promise<{ id: number; issue_id: number }[]> {
    return db
      .selectFrom('bet_orders')
      .select(['id', 'issue_id'])
      .where('chase_id', '=', chaseId)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
  },

  /** Whether the chase has an open order on another issue than this one. */
  async hasOpenBesides(db: Db, chaseId: number, issueId: number): Promise<boolean> {
    const row = await db
      .selectFrom('bet_orders')
      .select('id')
      .where('chase_id', '=', chaseId)
      .where('status', '=', 'open')
      .where('issue_id', '!=', issueId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The order's status under a row lock (issue first, then order: the lock order of settlement). */
  async lockStatus(db: Db, orderId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('bet_orders')
      .select('status')
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    return row?.status;
  },
};
