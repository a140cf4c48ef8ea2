import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The game room a member entered last, per game (one row per member and game). */
export interface RecentGamesTable {
  member_id: number;
  game_code: string;
  room_id: ColumnType<string, string | undefined, string>;
  entered_at: Timestamp;
}

/** Per game room odds and rules; room_id '' is the game's default (migration 0025). */
export interface GameRoomConfigsTable {
  game_code: string;
  room_id: ColumnType<string, string | undefined, string>;
  odds: ColumnType<unknown, string | undefined, string>;
  rules: ColumnType<unknown, string | undefined, string>;
  updated_at: Timestamp;
}

export interface GameTables {
  recent_games: RecentGamesTable;
  game_room_configs: GameRoomConfigsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends GameTables {}
}
