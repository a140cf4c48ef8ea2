import { CHAT_UNREAD_CAP } from '@qilin/contract';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { memberNames } from '../member';
import type { ChatMessageRow, ChatRoomRow, ChatSanctionRow } from './chat.tables';

/** Advisory-lock namespaces (two-key form): a room's message ids, a member's send rate. */
const ROOM_LOCK = 41_570;
const MEMBER_LOCK = 41_571;

export type NewChatMessage = {
  gameCode: string;
  roomId: string;
  memberId: number | null;
  kind: string;
  sender: 'member' | 'robot' | 'staff';
  name: string;
  avatar: string;
  content: string;
  issue: string | null;
  ext: Record<string, unknown>;
  clientKey?: string | null;
  dedupeKey?: string | null;
  at: Date;
};

/** SQL only: every method takes the caller's handle or transaction. */
export const chatRepository = {
  /** Held to commit: ids of one room are then taken in commit order. */
  async lockRoom(trx: Db, gameCode: string, roomId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(${sql.lit(ROOM_LOCK)}, hashtext(${`${gameCode}:${roomId}`}))`.execute(
      trx,
    );
  },

  async lockMember(trx: Db, memberId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(${sql.lit(MEMBER_LOCK)}, ${memberId}::int)`.execute(trx);
  },

  async insert(db: Db, m: NewChatMessage): Promise<ChatMessageRow> {
    return db
      .insertInto('chat_messages')
      .values({
        game_code: m.gameCode,
        room_id: m.roomId,
        member_id: m.memberId,
        kind: m.kind,
        sender: m.sender,
        name: m.name,
        avatar: m.avatar,
        content: m.content,
        issue: m.issue,
        ext: JSON.stringify(m.ext),
        client_key: m.clientKey ?? null,
        dedupe_key: m.dedupeKey ?? null,
        created_at: m.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async byClientKey(db: Db, memberId: number, clientKey: string): Promise<ChatMessageRow | undefined> {
    return db
      .selectFrom('chat_messages')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
  },

  async byDedupeKey(db: Db, key: string): Promise<ChatMessageRow | undefined> {
    return db.selectFrom('chat_messages').selectAll().where('dedupe_key', '=', key).executeTakeFirst();
  },

  async byId(db: Db, id: number): Promise<ChatMessageRow | undefined> {
    return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** How many messages the member sent since `since` (all rooms). */
  async sentSince(db: Db, memberId: number, since: Date): Promise<number> {
    const row = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** A page of a room: after `after` ascending, or before `before` (the newest `limit` of them), oldest first. */
  async page(
    db: Db,
    q: { gameCode: string; roomId: string; after?: number; before?: number; limit: number },
  ): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
    let query = db
      .selectFrom('chat_messages')
      .selectAll()
      .where('game_code', '=', q.gameCode)
      .where('room_id', '=', q.roomId);
    if (q.after !== undefined) {
      const rows = await query
        .where('id', '>', q.after)
        .orderBy('id', 'asc')
        .limit(q.limit + 1)
        .execute();
      return { rows: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
    }
    if (q.before !== undefined) query = query.where('id', '<', q.before);
    const rows = await query
      .orderBy('id', 'desc')
      .limit(q.limit + 1)
      .execute();
    return { rows: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
  },

  /** Report counts of these messages. */
  async reportCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('chat_reports')
      .select(['message_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('message_id', 'in', ids)
      .groupBy('message_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.message_id), Number(r.n)]));
  },

  /** Reported messages of a room, newest first. */
  async reportedIds(db: Db, gameCode: string, roomId: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('chat_reports as r')
      .innerJoin('chat_messages as m', 'm.id', 'r.message_id')
      .select('m.id')
      .distinct()
      .where('m.game_code', '=', gameCode)
      .where('m.room_id', '=', roomId)
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  },

  async byIds(db: Db, ids: number[]): Promise<ChatMessageRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).orderBy('id', 'asc').execute();
  },

  async recall(db: Db, id: number, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('chat_messages')
      .set({ recalled_at: at })
      .where('id', '=', id)
      .where('recalled_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  async lastIds(db: Db, gameCode: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('chat_messages')
      .select(['room_id', (eb) => eb.fn.max('id').as('last')])
      .where('game_code', '=', gameCode)
      .groupBy('room_id')
      .execute();
    return new Map(rows.map((r) => [r.room_id, Number(r.last)]));
  },

  async readMarks(db: Db, memberId: number, gameCode: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('chat_reads')
      .select(['room_id', 'last_read_id'])
      .where('member_id', '=', memberId)
      .where('game_code', '=', gameCode)
      .execute();
    return new Map(rows.map((r) => [r.room_id, Number(r.last_read_id)]));
  },

  /** Messages after `after` in the room (not the member's own), counted up to CHAT_UNREAD_CAP. */
  async unread(db: Db, memberId: number, gameCode: string, roomId: string, after: number): Promise<number> {
    const row = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('chat_messages')
          .select('id')
          .where('game_code', '=', gameCode)
          .where('room_id', '=', roomId)
          .where('id', '>', after)
          .where((w) => w.or([w('member_id', 'is', null), w('member_id', '!=', memberId)]))
          .limit(CHAT_UNREAD_CAP)
          .as('u'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Moves the read mark forward only (an older tab's mark never undoes a newer one). */
  async markRead(db: Db, memberId: number, gameCode: string, roomId: string, lastId: number): Promise<void> {
    await db
      .insertInto('chat_reads')
      .values({ member_id: memberId, game_code: gameCode, room_id: roomId, last_read_id: lastId })
      .onConflict((oc) =>
        oc.columns(['member_id', 'game_code', 'room_id']).doUpdateSet({
          last_read_id: sql`greatest(chat_reads.last_read_id, excluded.last_read_id)`,
        }),
      )
      .execute();
  },

  async member(db: Db, memberId: number) {
    return memberNames(db).where('id', '=', memberId).executeTakeFirst();
  },

  async rooms(db: Db, gameCode?: string): Promise<ChatRoomRow[]> {
    let q = db.selectFrom('chat_rooms').selectAll();
    if (gameCode !== undefined) q = q.where('game_code', '=', gameCode);
    return q.orderBy('game_code').orderBy('sort').orderBy('room_id').execute();
  },

  async room(db: Db, gameCode: string, roomId: string): Promise<ChatRoomRow | undefined> {
    return db
      .selectFrom('chat_rooms')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('room_id', '=', roomId)
      .executeTakeFirst();
  },

  async upsertRoom(
    db: Db,
    r: {
      gameCode: string;
      roomId: string;
      name: string;
      tier: string;
      sort: number;
      enabled: boolean;
      at: Date;
    },
  ): Promise<void> {
    const values = { name: r.name, tier: r.tier, sort: r.sort, enabled: r.enabled, updated_at: r.at };
    await db
      .insertInto('chat_rooms')
      .values({ game_code: r.gameCode, room_id: r.roomId, ...values })
      .onConflict((oc) => oc.columns(['game_code', 'room_id']).doUpdateSet(values))
      .execute();
  },

  async words(db: Db): Promise<string[]> {
    const rows = await db.selectFrom('chat_words').select('word').orderBy('word').execute();
    return rows.map((r) => r.word);
  },

  async replaceWords(db: Db, words: string[], at: Date): Promise<void> {
    await db.deleteFrom('chat_words').execute();
    if (words.length > 0)
      await db
        .insertInto('chat_words')
        .values(words.map((word) => ({ word, created_at: at })))
        .onConflict((oc) => oc.column('word').doNothing())
        .execute();
  },

  /** The member's sanctions still running at `at`. */
  async activeSanctions(db: Db, memberId: number, at: Date): Promise<ChatSanctionRow[]> {
    return db
      .selectFrom('chat_sanctions')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('until_at', '>', at)
      .where('lifted_at', 'is', null)
      .execute();
  },

  async sanctions(db: Db, memberId: number | undefined, limit: number): Promise<ChatSanctionRow[]> {
    let q = db.selectFrom('chat_sanctions').selectAll();
    if (memberId !== undefined) q = q.where('member_id', '=', memberId);
    return q.orderBy('id', 'desc').limit(limit).execute();
  },

  async insertSanction(
    db: Db,
    s: { memberId: number; kind: string; until: Date; reason: string; at: Date },
  ): Promise<ChatSanctionRow> {
    return db
      .insertInto('chat_sanctions')
      .values({ member_id: s.memberId, kind: s.kind, until_at: s.until, reason: s.reason, created_at: s.at })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async sanction(db: Db, id: number): Promise<ChatSanctionRow | undefined> {
    return db.selectFrom('chat_sanctions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async liftSanction(db: Db, id: number, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('chat_sanctions')
      .set({ lifted_at: at })
      .where('id', '=', id)
      .where('lifted_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** One report per member and message; false when the member had reported it already. */
  async report(db: Db, messageId: number, memberId: number, reason: string, at: Date): Promise<boolean> {
    const rows = await db
      .insertInto('chat_reports')
      .values({ message_id: messageId, member_id: memberId, reason, created_at: at })
      .onConflict((oc) => oc.columns(['message_id', 'member_id']).doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  },

  /** Deletes up to `batch` messages created before `before`; returns how many. */
  async prune(db: Db, before: Date, batch: number): Promise<number> {
    const r = await db
      .deleteFrom('chat_messages')
      .where(
        'id',
        'in',
        db
          .selectFrom('chat_messages')
          .select('id')
          .where('created_at', '<', before)
          .orderBy('id')
          .limit(batch),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};
