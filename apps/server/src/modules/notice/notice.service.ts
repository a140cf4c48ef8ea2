import type {
  ImportantNoticeResult,
  NoticePage,
  NoticeReadBody,
  NoticeView,
  PublishNoticeBody,
  SlideNewResult,
} from '@qilin/contract';
import { type Db, inTransaction } from '../../db';
import type { DomainEvents } from '../../events';
import { Errors } from '../../lib/errors';
import { shanghaiTime } from '../../lib/shanghai-time';
import type { AdminAudit } from '../operator';
import { type NoticeFilter, noticeRepository as repo } from './notice.repository';
import type { NoticeRow } from './notice.tables';

/** An operator's publish body; the platform's own notices (epochs, the seed) are never marketing. */
export type NoticeToPublish = Omit<PublishNoticeBody, 'marketing'> & { marketing?: boolean };

/** How many notices the hall marquee carries at most. */
export const MARQUEE_MAX = 10;

function present(row: NoticeRow): NoticeView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    send_time: shanghaiTime(row.send_time),
    name: row.name,
    important: row.important,
  };
}

/**
 * Notices: operators publish (and push) them; the hall marquee and the notice center read them. A
 * member's reads are kept per notice, so member info's unreadNum counts what the member has not opened.
 */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly events: Pick<DomainEvents, 'publish'>,
    /** Player protection: whether the member is on a break (then no marketing notice reaches them). */
    private readonly marketingMuted: (memberId: number) => Promise<boolean> = async () => false,
  ) {}

  /** What this member may be shown: no marketing during a break; anyone else (or nobody) sees all. */
  async #filter(memberId: number | undefined): Promise<NoticeFilter> {
    return memberId !== undefined && (await this.marketingMuted(memberId)) ? { noMarketing: true } : {};
  }

  /**
   * Records the notice, then (once stored) raises it for pushing to every connected client;
   * `delivered` counts the sockets of this process that got it.
   */
  /** `audit`: an operator's notice is in the audit log; the platform's own (epoch announcements) pass null. */
  async publish(
    body: NoticeToPublish,
    audit: AdminAudit | null,
  ): Promise<NoticeView & { delivered: number }> {
    const row = await inTransaction(this.db, async (trx) => {
      const inserted = await repo.insert(trx, {
        tag: body.tag,
        title: body.title,
        content: body.content,
        name: body.name,
        sendTime: this.now(),
        important: body.important,
        marketing: body.marketing ?? false,
      });
      await audit?.record(trx, {
        action: 'notice.published',
        target: `notice:${inserted.id}`,
        before: null,
        after: { ...present(inserted), push: body.push },
      });
      return inserted;
    });
    const delivered = body.push
      ? await this.events.publish({
          type: 'noticePublished',
          id: row.id,
          title: row.title,
          content: row.content,
          marketing: row.marketing,
        })
      : 0;
    return { ...present(row), delivered };
  }

  async hide(id: number, audit: AdminAudit): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const before = await repo.byId(trx, id);
      if (!before || !(await repo.hide(trx, id, this.now()))) throw Errors.notFound();
      await audit.record(trx, {
        action: 'notice.hidden',
        target: `notice:${id}`,
        before: present(before),
        after: null,
      });
    });
  }

  /** slide/new: the newest notice of the tag with the current ones beside it; null when there is none. */
  async slideNew(tag: number, memberId?: number): Promise<SlideNewResult> {
    const f = await this.#filter(memberId);
    const list = (await repo.current(this.db, { tag, limit: MARQUEE_MAX, ...f })).map(present);
    const newest = list[0];
    return newest ? { ...newest, list } : null;
  }

  /** The notice center's page; a member's page marks each notice read or not and carries the count. */
  async page(q: { tag?: number; page: number; pageSize: number }, memberId?: number): Promise<NoticePage> {
    const f = await this.#filter(memberId);
    const [rows, total] = await Promise.all([
      repo.current(this.db, { tag: q.tag, limit: q.pageSize, offset: (q.page - 1) * q.pageSize, ...f }),
      repo.countCurrent(this.db, q.tag, f),
    ]);
    const base = { list: rows.map(present), total, page: q.page, pageSize: q.pageSize };
    if (memberId === undefined) return base;
    const [read, unreadNum] = await Promise.all([
      repo.readIds(
        this.db,
        memberId,
        rows.map((r) => r.id),
      ),
      repo.countUnread(this.db, memberId, f),
    ]);
    return { ...base, list: base.list.map((n) => ({ ...n, read: read.has(n.id) })), unreadNum };
  }

  /** A notice; a member opening it has read it. */
  async detail(id: number, memberId?: number): Promise<NoticeView> {
    const row = await repo.byId(this.db, id, await this.#filter(memberId));
    if (!row) throw Errors.notFound();
    if (memberId === undefined) return present(row);
    await repo.markRead(this.db, memberId, row.id, this.now());
    return { ...present(row), read: true };
  }

  /** Marks one notice (or every current one) read; answers the member's unread count after it. */
  async markRead(memberId: number, body: NoticeReadBody): Promise<{ unreadNum: number }> {
    if ('all' in body) {
      await repo.markAllRead(this.db, memberId, this.now());
    } else {
      if (!(await repo.byId(this.db, body.id))) throw Errors.notFound();
      await repo.markRead(this.db, memberId, body.id, this.now());
    }
    return { unreadNum: await repo.countUnread(this.db, memberId, await this.#filter(memberId)) };
  }

  /** member info's unreadNum. */
  async unreadCount(memberId: number): Promise<number> {
    return repo.countUnread(this.db, memberId, await this.#filter(memberId));
  }

  /** The important notice to pop up after login: the newest one the member has not read. */
  async importantFor(memberId: number): Promise<ImportantNoticeResult> {
    const row = await repo.newestUnreadImportant(this.db, memberId, await this.#filter(memberId));
    return row ? { ...present(row), read: false } : null;
  }
}
