import type { Db } from '../../db';
import { memberNames } from '../member';
import type { DepositOrderRow, DepositStatus } from './payment.tables';

export type NewDepositOrder = {
  orderSn: string;
  memberId: number;
  channelId: number;
  typeId: number;
  amountFen: number;
  usdtAmount: string;
  exchangeRate: string;
  createdAt: Date;
  expiresAt: Date;
};

/** SQL only; every method takes the caller's handle or transaction. */
export const depositRepository = {
  async insert(db: Db, o: NewDepositOrder): Promise<DepositOrderRow> {
    return db
      .insertInto('deposit_orders')
      .values({
        order_sn: o.orderSn,
        member_id: o.memberId,
        channel_id: o.channelId,
        type_id: o.typeId,
        amount_fen: o.amountFen,
        usdt_amount: o.usdtAmount,
        exchange_rate: o.exchangeRate,
        created_at: o.createdAt,
        expires_at: o.expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  find(db: Db, id: number): Promise<DepositOrderRow | undefined> {
    return db.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirst();
  },

  lock(db: Db, id: number): Promise<DepositOrderRow | undefined> {
    return db.selectFrom('deposit_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  findPending(db: Db, memberId: number): Promise<DepositOrderRow | undefined> {
    return db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  },

  async setStatus(
    db: Db,
    id: number,
    status: DepositStatus,
    extra: { paid_at?: Date; decided_at?: Date; reject_reason?: string; transfer_id?: number } = {},
  ): Promise<DepositOrderRow> {
    return db
      .updateTable('deposit_orders')
      .set({ status, ...extra })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async setPayerName(db: Db, id: number, payerName: string): Promise<void> {
    await db.updateTable('deposit_orders').set({ payer_name: payerName }).where('id', '=', id).execute();
  },

  /** Pending orders past their deadline become expired (optionally for one member only). */
  async expireDue(db: Db, now: Date, memberId?: number): Promise<number> {
    let q = db
      .updateTable('deposit_orders')
      .set({ status: 'expired', decided_at: now })
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now);
    if (memberId !== undefined) q = q.where('member_id', '=', memberId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async page(db: Db, memberId: number, page: number, pageSize: number) {
    const rows = await db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const total = await db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total.n) };
  },

  listByStatus(db: Db, statuses: DepositStatus[], limit: number, afterId = 0) {
    return db
      .selectFrom('deposit_orders')
      .innerJoin(memberNames(db).as('members'), 'members.id', 'deposit_orders.member_id')
      .selectAll('deposit_orders')
      .select('members.username')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('deposit_evidence')
              .select('deposit_evidence.order_id')
              .whereRef('deposit_evidence.order_id', '=', 'deposit_orders.id'),
          )
          .as('has_evidence'),
      )
      .where('deposit_orders.status', 'in', statuses)
      .where('deposit_orders.id', '>', afterId)
      .orderBy('deposit_orders.id')
      .limit(limit)
      .execute();
  },

  async saveEvidence(db: Db, orderId: number, mime: string, content: Uint8Array): Promise<void> {
    await db
      .insertInto('deposit_evidence')
      .values({ order_id: orderId, mime, size_bytes: content.length, content })
      .onConflict((oc) =>
        oc
          .column('order_id')
          .doUpdateSet({ mime, size_bytes: content.length, content, uploaded_at: new Date() }),
      )
      .execute();
  },

  findEvidence(db: Db, orderId: number) {
    return db
      .selectFrom('deposit_evidence')
      .select(['mime', 'content'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  },

  async evidenceIds(db: Db, orderIds: number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('deposit_evidence')
      .select('order_id')
      .where('order_id', 'in', orderIds)
      .execute();
    return new Set(rows.map((r) => r.order_id));
  },
};
