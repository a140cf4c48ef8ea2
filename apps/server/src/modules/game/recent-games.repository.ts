import { sql } from 'kysely';
import type { Db } from '../../db';
import { latestOrdersSql } from '../bet';
import { memberNamesSql } from '../member';

export type RecentRow = {
  game_code: string;
  room_id: string;
  entered_at: Date | null;
  bet_at: Date | null;
};

export type RoomEntryRow = {
  member_id: number;
  game_code: string;
  room_id: string;
  nickname: string;
  avatar: string;
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
        from (${latestOrdersSql(memberId, RECENT_ORDERS_WINDOW)}) latest
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

  /**
   * Members whose latest room entry (of every game) is since `since`, in the game / room named (every
   * room when absent), newest entry first: where each member is now, as far as entries tell.
   */
  async latestRoomEntries(
    db: Db,
    q: { gameCode?: string; roomId?: string; since: Date; limit: number },
  ): Promise<RoomEntryRow[]> {
    const game = q.gameCode === undefined ? sql`true` : sql`r.game_code = ${q.gameCode}`;
    const room = q.roomId === undefined ? sql`true` : sql`r.room_id = ${q.roomId}`;
    const r = await sql<RoomEntryRow>`select r.member_id, r.game_code, r.room_id, m.nickname, m.avatar
      from recent_games r join ${memberNamesSql} m on m.id = r.member_id
      where ${game} and ${room} and r.entered_at >= ${q.since} and not m.is_trial
        and not exists (select 1 from recent_games n where n.member_id = r.member_id and n.entered_at > r.entered_at)
      order by r.entered_at desc, r.member_id
      limit ${q.limit}`.execute(db);
    return r.rows;
  },
};
