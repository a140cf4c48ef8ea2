import { sql } from 'kysely';
import type { Db } from '../../db';
import type { BetOrderRow, BetRow } from './bet.tables';

export type NewOrder = {
  memberId: number;
  gameCode: string;
  roomId: string;
  issueId: number;
  issue: string;
  chaseId: number | null;
  activeId: string;
  multiple: number;
  totalFen: number;
  idempotencyKey: string | null;
  requestHash: string;
  placedAt: Date;
};

export type NewBet = {
  orderId: number;
  memberId: number;
  issueId: number;
  playId: string;
  name: string;
  selection: unknown;
  odds: unknown;
  stakeFen: number;
  /** What the bet holds in member_held while pending (the stake, or a 翻倍 reserve above it). */
  heldFen: number;
  /** The room's judge settings the bet settles with (null = the domain's defaults). */
  rules: unknown;
};

/** SQL only; every method takes the caller's handle or transaction. */
export const betRepository = {
  async orderByKey(db: Db, memberId: number, key: string): Promise<BetOrderRow | undefined> {
    return db
      .selectFrom('bet_orders')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  },

  /** The orders' totals taken off their members' per-issue stakes (migration 0082), summed per row. */
  async releaseIssueStakes(db: Db, orderIds: number[]): Promise<void> {
    if (orderIds.length === 0) return;
    await sql`update bet_member_issue_stakes s set staked_fen = s.staked_fen - o.total
      from (select member_id, issue_id, sum(total_fen) as total from bet_orders
        where id in (select value::bigint from json_array_elements_text(${JSON.stringify(orderIds)}::json))
          and status <> 'cancelled'
        group by 1, 2) o
      where s.member_id = o.member_id and s.issue_id = o.issue_id`.execute(db);
  },

  async closeOrdersOfIssue(db: Db, issueId: number): Promise<void> {
    await db
      .updateTable('bet_orders')
      .set({ status: 'settled' })
      .where('issue_id', '=', issueId)
      .where('status', '=', 'open')
      .execute();
  },

  async setOrdersStatus(db: Db, orderIds: number[], status: 'cancelled' | 'settled'): Promise<void> {
    if (orderIds.length === 0) return;
    await db.updateTable('bet_orders').set({ status }).where('id', 'in', orderIds).execute();
  },

  /** Open orders of a member in a game (optionally one); unlocked — callers lock issue, then order. */
  async openOrders(db: Db, memberId: number, gameCode: string, orderId?: number): Promise<BetOrderRow[]> {
    let q = db
      .selectFrom('bet_orders')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('game_code', '=', gameCode)
      .where('status', '=', 'open');
    if (orderId !== undefined) q = q.where('id', '=', orderId);
    return q.orderBy('id').execute();
  },

  /** Locks one order and tells whether it is still open (lock order everywhere: issue → order → bets). */
  async lockOpenOrder(db: Db, orderId: number): Promise<boolean> {
    const row = await db
      .selectFrom('bet_orders')
      .select('status')
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    return row?.status === 'open';
  },

  async orders(
    db: Db,
    f: {
      memberId: number;
      gameCode?: string;
      roomId?: string;
      activeId?: string;
      from?: Date;
      to?: Date;
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: BetOrderRow[]; total: number }> {
    let q = db.selectFrom('bet_orders').where('member_id', '=', f.memberId);
    if (f.gameCode) q = q.where('game_code', '=', f.gameCode);
    if (f.roomId !== undefined) q = q.where('room_id', '=', f.roomId);
    if (f.activeId !== undefined) q = q.where('active_id', '=', f.activeId);
    if (f.from) q = q.where('placed_at', '>=', f.from);
    if (f.to) q = q.where('placed_at', '<', f.to);
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },

  async order(db: Db, memberId: number, orderId: number): Promise<BetOrderRow | undefined> {
    return db
      .selectFrom('bet_orders')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('id', '=', orderId)
      .executeTakeFirst();
  },

  async betsOfOrders(db: Db, orderIds: number[]): Promise<BetRow[]> {
    if (orderIds.length === 0) return [];
    return db.selectFrom('bets').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
  },
};
