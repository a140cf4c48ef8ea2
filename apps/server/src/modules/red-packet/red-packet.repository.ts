import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db';
import { memberNames } from '../member';
import type { RedPacketGrabRow, RedPacketRow, RedPacketsTable, SettleReason } from './red-packet.tables';

/** A new packet row: the id comes from `nextId` first (the hold and the split seed name it). */
export type NewPacket = Insertable<RedPacketsTable> & { id: number };

export type GrabWithName = RedPacketGrabRow & { nickname: string };
export type PacketWithName = RedPacketRow & { sender_nickname: string };

export type SettledPacket = {
  reason: SettleReason;
  exploded: boolean;
  minesWonFen: number;
  houseFen: number;
  senderCreditFen: number;
  unclaimedFen: number;
  at: Date;
};

/** SQL only; every method takes the caller's transaction (or the root handle for reads). */
export const redPacketRepository = {
  async nextId(db: Db): Promise<number> {
    const r = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('red_packets', 'id'))::int8 as id`.execute(db);
    const id = Number(r.rows[0]?.id);
    if (!Number.isSafeInteger(id)) throw new Error('red packet id sequence answered nothing');
    return id;
  },

  async insertPacket(db: Db, row: NewPacket): Promise<void> {
    await db.insertInto('red_packets').values(row).execute();
  },

  byClientKey(db: Db, senderId: number, key: string) {
    return db
      .selectFrom('red_packets')
      .selectAll()
      .where('sender_id', '=', senderId)
      .where('client_key', '=', key)
      .executeTakeFirst();
  },

  /** The packet row lock every grab and the settlement take first (one lock order: packet, then ledger). */
  lockPacket(db: Db, id: number): Promise<RedPacketRow | undefined> {
    return db.selectFrom('red_packets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  findPacket(db: Db, id: number): Promise<PacketWithName | undefined> {
    return db
      .selectFrom('red_packets')
      .innerJoin(memberNames(db).as('members'), 'members.id', 'red_packets.sender_id')
      .selectAll('red_packets')
      .select('members.nickname as sender_nickname')
      .where('red_packets.id', '=', id)
      .executeTakeFirst();
  },

  /** Live packets of a room first, then the most recently created settled ones. */
  listRoom(db: Db, gameCode: string, roomId: string, limit: number): Promise<PacketWithName[]> {
    return db
      .selectFrom('red_packets')
      .innerJoin(memberNames(db).as('members'), 'members.id', 'red_packets.sender_id')
      .selectAll('red_packets')
      .select('members.nickname as sender_nickname')
      .where('red_packets.game_code', '=', gameCode)
      .where('red_packets.room_id', '=', roomId)
      .orderBy(sql`red_packets.state = 'open'`, 'desc')
      .orderBy('red_packets.id', 'desc')
      .limit(limit)
      .execute();
  },

  grabsOf(db: Db, packetIds: readonly number[]): Promise<GrabWithName[]> {
    if (packetIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('red_packet_grabs')
      .innerJoin(memberNames(db).as('members'), 'members.id', 'red_packet_grabs.member_id')
      .selectAll('red_packet_grabs')
      .select('members.nickname')
      .where('red_packet_grabs.packet_id', 'in', [...packetIds])
      .orderBy('red_packet_grabs.packet_id')
      .orderBy('red_packet_grabs.seq')
      .execute();
  },

  memberGrab(db: Db, packetId: number, memberId: number) {
    return db
      .selectFrom('red_packet_grabs')
      .select('id')
      .where('packet_id', '=', packetId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  },

  async insertGrab(
    db: Db,
    g: { packetId: number; memberId: number; seq: number; amountFen: number; holdId: number },
  ): Promise<void> {
    await db
      .insertInto('red_packet_grabs')
      .values({
        packet_id: g.packetId,
        member_id: g.memberId,
        seq: g.seq,
        amount_fen: g.amountFen,
        liability_hold_id: g.holdId,
      })
      .execute();
    await db
      .updateTable('red_packets')
      .set((eb) => ({
        grabbed_count: eb('grabbed_count', '+', 1),
        grabbed_fen: eb('grabbed_fen', '+', g.amountFen),
      }))
      .where('id', '=', g.packetId)
      .execute();
  },

  async markGrabs(db: Db, rows: readonly { id: number; hitMine: boolean; paidFen: number }[]): Promise<void> {
    if (rows.length === 0) return;
    const data = JSON.stringify(rows.map((r) => [r.id, r.hitMine, r.paidFen]));
    await sql`update red_packet_grabs g set hit_mine = (x->>1)::boolean, paid_fen = (x->>2)::bigint
      from json_array_elements(${data}::json) as r(x) where g.id = (x->>0)::bigint`.execute(db);
  },

  async markSettled(db: Db, id: number, s: SettledPacket): Promise<void> {
    await db
      .updateTable('red_packets')
      .set({
        state: 'settled',
        settle_reason: s.reason,
        exploded: s.exploded,
        mines_won_fen: s.minesWonFen,
        house_fen: s.houseFen,
        sender_credit_fen: s.senderCreditFen,
        unclaimed_fen: s.unclaimedFen,
        settled_at: s.at,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Open packets that are full or past their expiry, oldest first. */
  async dueIds(db: Db, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('red_packets')
      .select('id')
      .where('state', '=', 'open')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('grabbed_count', '=', eb.ref('count'))]))
      .orderBy('expires_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },
};
