import type { ChaseView as ChaseWireView } from '@qilin/contract';
import type { Db } from '../../db';
import { type BetOrderRow, chaseOrders } from '../bet';
import type { ChasePlanRow as PlanRow } from './chase.tables';

/** How many of the member's latest chases the task list shows. */
export const CHASE_LIST_LIMIT = 50;

/** One chase with its progress and every issue it bought (bet task list / info). */
function presentPlan(p: PlanRow, orders: BetOrderRow[]): ChaseWireView {
  const mine = orders.filter((o) => o.chase_id === p.id);
  return {
    zhid: p.id,
    gameId: p.game_code,
    roomId: p.room_id,
    isWinStop: p.is_win_stop,
    status: p.status,
    totalFen: p.total_fen,
    issues: p.issues,
    done: mine.filter((o) => o.status !== 'open').length,
    items: mine.map((o) => ({
      orderId: o.id,
      issue: o.issue,
      multiple: o.multiple,
      status: o.status,
      totalFen: o.total_fen,
    })),
    createdAt: p.created_at.getTime(),
  };
}

export type ChaseView = ReturnType<typeof presentPlan>;

/** The read side of chases, always scoped to the member asking. */
export class ChaseQueries {
  constructor(private readonly db: Db) {}

  /** The member's latest chases, newest first, optionally of one game. */
  async history(memberId: number, gameCode?: string): Promise<ChaseView[]> {
    let q = this.db.selectFrom('chase_plans').selectAll().where('member_id', '=', memberId);
    if (gameCode) q = q.where('game_code', '=', gameCode);
    const plans = await q.orderBy('id', 'desc').limit(CHASE_LIST_LIMIT).execute();
    return this.#present(plans);
  }

  /** One chase by id, however old; null when it is not the member's (or does not exist). */
  async info(memberId: number, chaseId: number): Promise<ChaseView | null> {
    const plan = await this.db
      .selectFrom('chase_plans')
      .selectAll()
      .where('id', '=', chaseId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return plan ? ((await this.#present([plan]))[0] ?? null) : null;
  }

  async #present(plans: PlanRow[]): Promise<ChaseView[]> {
    const ids = plans.map((p) => p.id);
    const orders = await chaseOrders.ofChases(this.db, ids);
    return plans.map((p) => presentPlan(p, orders));
  }
}
