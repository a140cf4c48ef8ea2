import type { GameClassType, SaleIssue } from '@qilin/contract';

/** A hall card: a game of a class list or of the recent games, with the room last used (recent games). */
export type GameListItem = {
  game_id: string;
  name: string;
  type: GameClassType;
  room_id?: string;
};

/** The issue on sale with the measured server-clock offset (server − local, ms). */
export type TimedSaleIssue = SaleIssue & { offsetMs: number };
