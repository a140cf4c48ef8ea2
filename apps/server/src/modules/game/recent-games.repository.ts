import { sql } from 'kysely';
import type { Db } from '../../db';

export type RecentRow = {
  game_code: string;
  room_id: string;
  entered_at: Date | null;
  bet_at: Date | null;
};

/** How many of the member's latest orders the recent list looks at (bounded, index order). */
const RECENT_ORDERS_WINDOW = 500;

/** SQL only; every method takes the caller's handle or transaction. */
export const recentGamesRepository = {
  /** Records (or moves to now) the member's entry into a game room. */
  async enter(db: Db, row: { memberId: number; gameCode: string; roomId: string; at: Date }) {
    await db
      .insertInto('recent_games')
      .values({ member_id: row.memberId, game_code: row.gameCode, room_id: row.roomId, entered_at: row.at })
      .onConflict((oc) =>
        oc.columns(['member_id', 'game_code']).doUpdateSet({ room_id: row.roomId, entered_at: row.at }),
      )
      .execute();
  },

  /**
   * Per game, the member's last entry and last bet (among the latest orders, newest first by
   * bet_orders_member_idx), newest activity first. Entries and bets merge by game.
   */
  async recent(db: Db, memberId: number, limit: number): Promise<RecentRow[]> {
    const r = await sql<RecentRow>`with bets as (
        select game_code, max(placed_at) as bet_at,
          (array_agg(room_id order by placed_at desc))[1] as room_id
        from (select game_code, room_id, placed_at from bet_orders where member_id = ${memberId}
          order by placed_at desc limit ${RECENT_ORDERS_WINDOW}) latest
        group by game_code
      )
      select coalesce(e.game_code, b.game_code) as game_code,
        case when e.entered_at is null or (b.bet_at is not null and b.bet_at > e.entered_at)
          then b.room_id else e.room_id end as room_id,
        e.entered_at, b.bet_at
      from (select game_code, room_id, entered_at from recent_games where member_id = ${memberId}) e
      full join bets b on b.game_code = e.game_code
      order by greatest(e.entered_at, b.bet_at) desc, 1
      limit ${limit}`.execute(db);
    return r.rows;
  },
};
