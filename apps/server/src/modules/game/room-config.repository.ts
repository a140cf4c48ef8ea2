import { sql } from 'kysely';
import type { Db } from '../../db';

export type RoomConfigRow = {
  game_code: string;
  room_id: string;
  odds: unknown;
  rules: unknown;
  updated_at: Date;
};

/** SQL only; every method takes the caller's handle or transaction. */
export const roomConfigRepository = {
  async all(db: Db): Promise<RoomConfigRow[]> {
    return db.selectFrom('game_room_configs').selectAll().orderBy('game_code').orderBy('room_id').execute();
  },

  /** One row (under FOR UPDATE in a transaction: its audit's "before" stays true to commit). */
  async one(db: Db, gameCode: string, roomId: string): Promise<{ odds: unknown; rules: unknown } | null> {
    const row = await db
      .selectFrom('game_room_configs')
      .select(['odds', 'rules'])
      .where('game_code', '=', gameCode)
      .where('room_id', '=', roomId)
      .forUpdate()
      .executeTakeFirst();
    return row ?? null;
  },

  async upsert(db: Db, row: { gameCode: string; roomId: string; odds: unknown; rules: unknown; at: Date }) {
    await db
      .insertInto('game_room_configs')
      .values({
        game_code: row.gameCode,
        room_id: row.roomId,
        odds: JSON.stringify(row.odds),
        rules: JSON.stringify(row.rules),
        updated_at: row.at,
      })
      .onConflict((oc) =>
        oc.columns(['game_code', 'room_id']).doUpdateSet({
          odds: JSON.stringify(row.odds),
          rules: JSON.stringify(row.rules),
          updated_at: row.at,
        }),
      )
      .execute();
  },

  async remove(db: Db, gameCode: string, roomId: string): Promise<number> {
    const r =
      await sql`delete from game_room_configs where game_code = ${gameCode} and room_id = ${roomId}`.execute(
        db,
      );
    return Number(r.numAffectedRows ?? 0);
  },
};
