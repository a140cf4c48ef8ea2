import type { Db } from '../../db';
import type { NoticeRow } from './notice.tables';

export type NewNotice = { tag: number; title: string; content: string; name: string; sendTime: Date };

/** SQL only: every method takes the caller's handle or transaction. */
export const noticeRepository = {
  async insert(db: Db, n: NewNotice): Promise<NoticeRow> {
    return db
      .insertInto('notices')
      .values({ tag: n.tag, title: n.title, content: n.content, name: n.name, send_time: n.sendTime })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Current (not hidden) notices, newest first, optionally of one tag. */
  async current(db: Db, q: { tag?: number; limit: number; offset?: number }): Promise<NoticeRow[]> {
    let query = db.selectFrom('notices').selectAll().where('hidden_at', 'is', null);
    if (q.tag !== undefined) query = query.where('tag', '=', q.tag);
    return query
      .orderBy('send_time', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset ?? 0)
      .execute();
  },

  async countCurrent(db: Db, tag?: number): Promise<number> {
    let query = db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('hidden_at', 'is', null);
    if (tag !== undefined) query = query.where('tag', '=', tag);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  },

  async byId(db: Db, id: number): Promise<NoticeRow | undefined> {
    return db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
  },

  async hide(db: Db, id: number, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('notices')
      .set({ hidden_at: at })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },
};
