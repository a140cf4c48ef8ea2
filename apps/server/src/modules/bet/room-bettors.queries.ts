import { sql } from 'kysely';
import type { Db } from '../../db';
import { memberNames } from '../member';

/** Members with an open order on the issue in this room, with their total stake (fen, as text). */
export function roomBettors(db: Db, q: { gameCode: string; roomId: string; issue: string }) {
  return db
    .selectFrom('bet_orders')
    .innerJoin(memberNames(db).as('members'), 'members.id', 'bet_orders.member_id')
    .select([
      'members.nickname',
      'members.avatar',
      (eb) => eb.fn.sum<string>('bet_orders.total_fen').as('total'),
    ])
    .where('bet_orders.game_code', '=', q.gameCode)
    .where('bet_orders.room_id', '=', q.roomId)
    .where('bet_orders.issue', '=', q.issue)
    .where('bet_orders.status', '=', 'open')
    .groupBy(['members.id', 'members.nickname', 'members.avatar'])
    .execute();
}

/** A member's latest orders (game, room, time), newest first, as a subquery of raw SQL. */
export function latestOrdersSql(memberId: number, limit: number) {
  return sql`select game_code, room_id, placed_at from bet_orders where member_id = ${memberId}
          order by placed_at desc limit ${limit}`;
}
