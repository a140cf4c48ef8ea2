import { sql } from 'kysely';
import type { Db } from '../../db';
import { memberNames } from '../member';
import type { SupportCannedRow, SupportConversationRow, SupportMessageRow } from './support-chat.tables';

export type NewSupportMessage = {
  conversationId: number;
  sender: 'member' | 'operator' | 'system';
  operatorId?: number | null;
  kind: 'text' | 'image';
  content: string;
  image?: { key: string; width: number; height: number };
};

export type QueueFilter = {
  status: 'open' | 'closed';
  assigned: 'all' | 'mine' | 'unassigned';
  operatorId: number | null;
  afterId?: number;
  limit: number;
};

export type QueueRow = SupportConversationRow & { username: string; nickname: string; unread: number };

/** Messages one side has not read: the other side's (and the system's, for the member) above its mark. */
const memberUnreadSql = sql<number>`(select count(*) from support_messages m
  where m.conversation_id = support_conversations.id and m.sender <> 'member'
  and m.id > support_conversations.member_read_id)`;
const operatorUnreadSql = sql<number>`(select count(*) from support_messages m
  where m.conversation_id = support_conversations.id and m.sender = 'member'
  and m.id > support_conversations.operator_read_id)`;

/** SQL only: every method takes the caller's handle or transaction. */
export const supportChatRepository = {
  async openOf(db: Db, memberId: number, lock = false): Promise<SupportConversationRow | undefined> {
    let q = db
      .selectFrom('support_conversations')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'open');
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  /** The member's latest conversation, open or not (what the chat screen shows). */
  async latestOf(db: Db, memberId: number): Promise<SupportConversationRow | undefined> {
    return db
      .selectFrom('support_conversations')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async conversationIdsOf(db: Db, memberId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('support_conversations')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    return rows.map((r) => r.id);
  },

  /** Opens one; ON CONFLICT keeps a parallel opening to the one open row (the partial unique index). */
  async open(db: Db, memberId: number, at: Date): Promise<void> {
    await sql`insert into support_conversations (member_id, last_message_at, created_at)
      values (${memberId}, ${at}, ${at})
      on conflict (member_id) where status = 'open' do nothing`.execute(db);
  },

  async byId(db: Db, id: number, lock = false): Promise<SupportConversationRow | undefined> {
    let q = db.selectFrom('support_conversations').selectAll().where('id', '=', id);
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  async insertMessage(db: Db, m: NewSupportMessage, at: Date, preview: string): Promise<SupportMessageRow> {
    const row = await db
      .insertInto('support_messages')
      .values({
        conversation_id: m.conversationId,
        sender: m.sender,
        operator_id: m.operatorId ?? null,
        kind: m.kind,
        content: m.content,
        image_key: m.image?.key ?? null,
        image_width: m.image?.width ?? null,
        image_height: m.image?.height ?? null,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Each side has read its own messages: its mark moves with what it sends.
    await db
      .updateTable('support_conversations')
      .set({
        last_message_id: row.id,
        last_message_at: at,
        last_preview: preview,
        ...(m.sender === 'member' && { member_read_id: row.id }),
        ...(m.sender === 'operator' && { operator_read_id: row.id }),
      })
      .where('id', '=', m.conversationId)
      .execute();
    return row;
  },

  async insertImage(
    db: Db,
    img: { key: string; conversationId: number; mime: string; content: Buffer },
    at: Date,
  ): Promise<void> {
    await db
      .insertInto('support_images')
      .values({
        key: img.key,
        conversation_id: img.conversationId,
        mime: img.mime,
        size_bytes: img.content.length,
        content: img.content,
        created_at: at,
      })
      .execute();
  },

  async image(db: Db, key: string): Promise<{ mime: string; content: Uint8Array } | undefined> {
    return db
      .selectFrom('support_images')
      .select(['mime', 'content'])
      .where('key', '=', key)
      .executeTakeFirst();
  },

  /** A page of one conversation's messages, oldest first: after `afterId`, before `beforeId`, or the latest. */
  async messages(
    db: Db,
    conversationIds: number[],
    page: { afterId?: number; beforeId?: number; limit: number },
  ): Promise<SupportMessageRow[]> {
    if (conversationIds.length === 0) return [];
    let q = db.selectFrom('support_messages').selectAll().where('conversation_id', 'in', conversationIds);
    if (page.afterId !== undefined)
      return q.where('id', '>', page.afterId).orderBy('id').limit(page.limit).execute();
    if (page.beforeId !== undefined) q = q.where('id', '<', page.beforeId);
    const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
    return rows.reverse();
  },

  async markMemberRead(db: Db, memberId: number, upToId: number): Promise<void> {
    // Never past the last message, never backwards.
    await db
      .updateTable('support_conversations')
      .set({ member_read_id: sql`greatest(member_read_id, least(${upToId}::bigint, last_message_id))` })
      .where('member_id', '=', memberId)
      .execute();
  },

  async markOperatorRead(db: Db, id: number): Promise<void> {
    await db
      .updateTable('support_conversations')
      .set({ operator_read_id: sql`last_message_id` })
      .where('id', '=', id)
      .execute();
  },

  /** The service's messages the member has not read, over all their conversations. */
  async memberUnread(db: Db, memberId: number): Promise<number> {
    const row = await db
      .selectFrom('support_messages as m')
      .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('c.member_id', '=', memberId)
      .where('m.sender', '<>', 'member')
      .whereRef('m.id', '>', 'c.member_read_id')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async conversationUnreadForMember(db: Db, id: number): Promise<number> {
    const row = await db
      .selectFrom('support_conversations')
      .select(memberUnreadSql.as('n'))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async queue(db: Db, f: QueueFilter): Promise<QueueRow[]> {
    let q = db
      .selectFrom('support_conversations')
      .innerJoin(memberNames(db).as('members'), 'members.id', 'support_conversations.member_id')
      .selectAll('support_conversations')
      .select(['members.username', 'members.nickname', operatorUnreadSql.as('unread')])
      .where('support_conversations.status', '=', f.status);
    if (f.assigned === 'mine') q = q.where('support_conversations.operator_id', '=', f.operatorId ?? -1);
    if (f.assigned === 'unassigned') q = q.where('support_conversations.operator_id', 'is', null);
    if (f.afterId !== undefined) q = q.where('support_conversations.id', '>', f.afterId);
    const rows = await q.orderBy('support_conversations.id').limit(f.limit).execute();
    return rows.map((r) => ({ ...r, unread: Number(r.unread) }));
  },

  async queueRow(db: Db, id: number): Promise<QueueRow | undefined> {
    const row = await db
      .selectFrom('support_conversations')
      .innerJoin(memberNames(db).as('members'), 'members.id', 'support_conversations.member_id')
      .selectAll('support_conversations')
      .select(['members.username', 'members.nickname', operatorUnreadSql.as('unread')])
      .where('support_conversations.id', '=', id)
      .executeTakeFirst();
    return row && { ...row, unread: Number(row.unread) };
  },

  async assign(db: Db, id: number, operatorId: number): Promise<void> {
    await db
      .updateTable('support_conversations')
      .set({ operator_id: operatorId })
      .where('id', '=', id)
      .execute();
  },

  async close(db: Db, id: number, at: Date): Promise<void> {
    await db
      .updateTable('support_conversations')
      .set({ status: 'closed', closed_at: at })
      .where('id', '=', id)
      .execute();
  },

  /** Messages a member sent since `since` (the send rate check). */
  async memberSentSince(db: Db, memberId: number, since: Date): Promise<number> {
    const row = await db
      .selectFrom('support_messages as m')
      .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('c.member_id', '=', memberId)
      .where('m.sender', '=', 'member')
      .where('m.created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async cannedAll(db: Db): Promise<SupportCannedRow[]> {
    return db.selectFrom('support_canned_replies').selectAll().orderBy('sort').orderBy('id').execute();
  },

  async cannedLock(db: Db, id: number): Promise<SupportCannedRow | undefined> {
    return db
      .selectFrom('support_canned_replies')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  async cannedInsert(
    db: Db,
    f: { title: string; content: string; sort: number },
    at: Date,
  ): Promise<SupportCannedRow> {
    return db
      .insertInto('support_canned_replies')
      .values({ ...f, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async cannedReplace(
    db: Db,
    id: number,
    f: { title: string; content: string; sort: number },
    at: Date,
  ): Promise<SupportCannedRow | undefined> {
    return db
      .updateTable('support_canned_replies')
      .set({ ...f, updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async cannedRemove(db: Db, id: number): Promise<void> {
    await db.deleteFrom('support_canned_replies').where('id', '=', id).execute();
  },
};
