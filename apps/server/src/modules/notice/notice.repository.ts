import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db';
import type { NoticeRow } from './notice.tables';

export type NewNotice = {
  tag: number;
  title: string;
  content: string;
  name: string;
  sendTime: Date;
  important: boolean;
  marketing: boolean;
};

/** `noMarketing`: leave out marketing notices (a member on a break is shown none). */
export type NoticeFilter = { noMarketing?: boolean };

/** `notices as n` rows the member has no read mark for. */
const unreadBy =
  (memberId: number) =>
  ({ not, exists, selectFrom }: ExpressionBuilder<Database & { n: Database['notices'] }, 'n'>) =>
    not(
      exists(
        selectFrom('notice_reads as r')
          .select('r.notice_id')
          .whereRef('r.notice_id', '=', 'n.id')
          .where('r.member_id', '=', memberId),
      ),
    );

/** SQL only: every method takes the caller's handle or transaction. */
export const noticeRepository = {
  async insert(db: Db, n: NewNotice): Promise<NoticeRow> {
    return db
      .insertInto('notices')
      .values({
        tag: n.tag,
        title: n.title,
        content: n.content,
        name: n.name,
        send_time: n.sendTime,
        important: n.important,
        marketing: n.marketing,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Current (not hidden) notices, newest first, optionally of one tag. */
  async current(
    db: Db,
    q: { tag?: number; limit: number; offset?: number } & NoticeFilter,
  ): Promise<NoticeRow[]> {
    let query = db.selectFrom('notices').selectAll().where('hidden_at', 'is', null);
    if (q.tag !== undefined) query = query.where('tag', '=', q.tag);
    if (q.noMarketing) query = query.where('marketing', '=', false);
    return query
      .orderBy('send_time', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset ?? 0)
      .execute();
  },

  async countCurrent(db: Db, tag?: number, f: NoticeFilter = {}): Promise<number> {
    let query = db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('hidden_at', 'is', null);
    if (tag !== undefined) query = query.where('tag', '=', tag);
    if (f.noMarketing) query = query.where('marketing', '=', false);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  },

  async byId(db: Db, id: number, f: NoticeFilter = {}): Promise<NoticeRow | undefined> {
    let query = db.selectFrom('notices').selectAll().where('id', '=', id).where('hidden_at', 'is', null);
    if (f.noMarketing) query = query.where('marketing', '=', false);
    return query.executeTakeFirst();
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

  /** Records that the member read the notice; reading twice keeps the first time. */
  async markRead(db: Db, memberId: number, noticeId: number, at: Date): Promise<void> {
    await db
      .insertInto('notice_reads')
      .values({ member_id: memberId, notice_id: noticeId, read_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'notice_id']).doNothing())
      .execute();
  },

  /** Reads every current notice the member has not read yet, in one statement. */
  async markAllRead(db: Db, memberId: number, at: Date): Promise<void> {
    await db
      .insertInto('notice_reads')
      .columns(['member_id', 'notice_id', 'read_at'])
      .expression((eb) =>
        eb
          .selectFrom('notices')
          .select((s) => [s.val(memberId).as('member_id'), 'id', s.val(at).as('read_at')])
          .where('hidden_at', 'is', null),
      )
      .onConflict((oc) => oc.columns(['member_id', 'notice_id']).doNothing())
      .execute();
  },

  /** Which of the given notices the member has read. */
  async readIds(db: Db, memberId: number, noticeIds: number[]): Promise<Set<number>> {
    if (noticeIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('notice_reads')
      .select('notice_id')
      .where('member_id', '=', memberId)
      .where('notice_id', 'in', noticeIds)
      .execute();
    return new Set(rows.map((r) => Number(r.notice_id)));
  },

  /** Current notices the member has not read. */
  async countUnread(db: Db, memberId: number, f: NoticeFilter = {}): Promise<number> {
    let query = db
      .selectFrom('notices as n')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('n.hidden_at', 'is', null)
      .where(unreadBy(memberId));
    if (f.noMarketing) query = query.where('n.marketing', '=', false);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** The newest current important notice the member has not read. */
  async newestUnreadImportant(
    db: Db,
    memberId: number,
    f: NoticeFilter = {},
  ): Promise<NoticeRow | undefined> {
    let query = db
      .selectFrom('notices as n')
      .selectAll('n')
      .where('n.hidden_at', 'is', null)
      .where('n.important', '=', true)
      .where(unreadBy(memberId));
    if (f.noMarketing) query = query.where('n.marketing', '=', false);
    return query.orderBy('n.send_time', 'desc').orderBy('n.id', 'desc').limit(1).executeTakeFirst();
  },
};
