import type { NoticePage, NoticeView, PublishNoticeBody, SlideNewResult } from '@qilin/contract';
import type { Db } from '../../db';
import { Errors } from '../../lib/errors';
import { shanghaiTime } from '../../lib/shanghai-time';
import type { RealtimeApi } from '../realtime';
import { noticeRepository as repo } from './notice.repository';
import type { NoticeRow } from './notice.tables';

/** How many notices the hall marquee carries at most. */
export const MARQUEE_MAX = 10;

function present(row: NoticeRow): NoticeView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    send_time: shanghaiTime(row.send_time),
    name: row.name,
  };
}

/** Notices: operators publish (and push) them; the hall marquee and the notice center read them. */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** Late-bound: the realtime plugin may register after this service is built. */
    private readonly realtime: () => Pick<RealtimeApi, 'publish'> | undefined,
  ) {}

  /** Records the notice, then (after it is stored) pushes it to every connected client. */
  async publish(body: PublishNoticeBody): Promise<NoticeView & { delivered: number }> {
    const row = await repo.insert(this.db, {
      tag: body.tag,
      title: body.title,
      content: body.content,
      name: body.name,
      sendTime: this.now(),
    });
    const delivered = body.push
      ? ((await this.realtime()?.publish('all', {
          type: 'notice',
          id: row.id,
          title: row.title,
          content: row.content,
        })) ?? 0)
      : 0;
    return { ...present(row), delivered };
  }

  async hide(id: number): Promise<void> {
    if (!(await repo.hide(this.db, id, this.now()))) throw Errors.notFound();
  }

  /** slide/new: the newest notice of the tag with the current ones beside it; null when there is none. */
  async slideNew(tag: number): Promise<SlideNewResult> {
    const list = (await repo.current(this.db, { tag, limit: MARQUEE_MAX })).map(present);
    const newest = list[0];
    return newest ? { ...newest, list } : null;
  }

  async page(q: { tag?: number; page: number; pageSize: number }): Promise<NoticePage> {
    const [rows, total] = await Promise.all([
      repo.current(this.db, { tag: q.tag, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
      repo.countCurrent(this.db, q.tag),
    ]);
    return { list: rows.map(present), total, page: q.page, pageSize: q.pageSize };
  }

  async detail(id: number): Promise<NoticeView> {
    const row = await repo.byId(this.db, id);
    if (!row) throw Errors.notFound();
    return present(row);
  }
}
