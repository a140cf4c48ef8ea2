import type {
  BetOrderDetailResult,
  BetReceipt,
  BetRecordBet,
  BetRecordOrder,
  BetRecordsResult,
} from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import type { Db } from '../../db';
import { Errors } from '../../lib/errors';
import { betRepository as repo } from './bet.repository';
import type { BetOrderRow, BetRow } from './bet.tables';

export type RecordsFilter = {
  gameCode?: string;
  roomId?: string;
  activeId?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
};

function presentBet(b: BetRow): BetRecordBet {
  return {
    id: b.id,
    play_id: b.play_id,
    name: b.name,
    selection: b.selection,
    odds: b.odds as BetRecordBet['odds'],
    amountFen: b.stake_fen,
    payoutFen: b.payout_fen,
    status: b.status,
    settledAt: b.settled_at?.getTime() ?? null,
  };
}

/** One order row with its bets merged in as `items` (spec: result.list[].items). */
function presentOrder(o: BetOrderRow, bets: BetRow[]): BetRecordOrder {
  const items = bets.filter((b) => b.order_id === o.id).map(presentBet);
  return {
    id: o.id,
    game_id: o.game_code,
    game_name: findGameFamily(o.game_code)?.name ?? '',
    room_id: o.room_id,
    issue: o.issue,
    status: o.status,
    chase_id: o.chase_id,
    active_id: o.active_id,
    multiple: o.multiple,
    totalFen: o.total_fen,
    payoutFen: items.reduce((s, i) => s + i.payoutFen, 0),
    placedAt: o.placed_at.getTime(),
    receiptHash: o.receipt_hash,
    items,
  };
}

/** Bet records, history and order detail for the member (read side of the bet module). */
export type IssueTotals = {
  bets: number;
  stakeFen: number;
  payoutFen: number;
  refundedBets: number;
  refundedFen: number;
};

export class BetQueries {
  constructor(private readonly db: Db) {}

  /**
   * Per issue (the console's issue list): bets, their stake and payout, and what a void refunded.
   * Issues without bets are absent from the map.
   */
  async issueTotals(issueIds: readonly number[]): Promise<Map<number, IssueTotals>> {
    if (issueIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('bets')
      .where('issue_id', 'in', issueIds)
      .groupBy('issue_id')
      .select((eb) => [
        'issue_id',
        eb.fn.countAll<string>().as('bets'),
        eb.fn.sum<string>('stake_fen').as('stake_fen'),
        eb.fn.sum<string>('payout_fen').as('payout_fen'),
        eb.fn.count<string>('id').filterWhere('status', '=', 'refunded').as('refunded_bets'),
        eb.fn.sum<string>('stake_fen').filterWhere('status', '=', 'refunded').as('refunded_fen'),
      ])
      .execute();
    return new Map(
      rows.map((r) => [
        Number(r.issue_id),
        {
          bets: Number(r.bets),
          stakeFen: Number(r.stake_fen ?? 0),
          payoutFen: Number(r.payout_fen ?? 0),
          refundedBets: Number(r.refunded_bets),
          refundedFen: Number(r.refunded_fen ?? 0),
        },
      ]),
    );
  }

  async records(memberId: number, f: RecordsFilter): Promise<BetRecordsResult> {
    const { rows, total } = await repo.orders(this.db, {
      memberId,
      ...(f.gameCode !== undefined && { gameCode: f.gameCode }),
      ...(f.roomId !== undefined && { roomId: f.roomId }),
      ...(f.activeId !== undefined && { activeId: f.activeId }),
      ...(f.from !== undefined && { from: f.from }),
      ...(f.to !== undefined && { to: f.to }),
      limit: f.pageSize,
      offset: (f.page - 1) * f.pageSize,
    });
    const bets = await repo.betsOfOrders(
      this.db,
      rows.map((r) => r.id),
    );
    return { list: rows.map((o) => presentOrder(o, bets)), total, page: f.page, pageSize: f.pageSize };
  }

  async detail(memberId: number, orderId: number): Promise<BetOrderDetailResult> {
    const order = await repo.order(this.db, memberId, orderId);
    if (!order) throw Errors.notFound();
    const bets = await repo.betsOfOrders(this.db, [order.id]);
    return { ...presentOrder(order, bets), receipt: JSON.parse(order.receipt) as BetReceipt };
  }
}
