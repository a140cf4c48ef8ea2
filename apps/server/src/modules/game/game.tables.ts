import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The game room a member entered last, per game (one row per member and game). */
export interface RecentGamesTable {
  member_id: number;
  game_code: string;
  room_id: ColumnType<string, string | undefined, string>;
  entered_at: Timestamp;
}

export interface GameTables {
  recent_games: RecentGamesTable;
}
