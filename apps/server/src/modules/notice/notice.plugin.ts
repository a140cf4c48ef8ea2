import { findGameFamily } from '@qilin/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { epochNotice } from '../draw';
import { noticeAdminRoutes, noticeRoutes } from './notice.routes';
import { NoticeService } from './notice.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notices: member info counts the unread ones. */
    notices: NoticeService;
  }
}

/**
 * Notices: the hall marquee and notice center read them; publishing one pushes it to every socket.
 * A game's next chain epoch is announced as a notice (its terminal hash, before it draws).
 */
async function notices(app: FastifyInstance, opts: { now: () => Date }) {
  // A member on a break is shown and pushed no marketing notice (player protection).
  const service = new NoticeService(app.db, opts.now, app.events, (memberId) =>
    app.protection.marketingMuted(app.db, memberId),
  );
  app.decorate('notices', service);
  await app.register(noticeRoutes, { notices: service });
  await app.register(noticeAdminRoutes, { notices: service });
  app.drawScheduler.onEpochAnnounced(async (e) => {
    if (e.epoch > 1) await service.publish(epochNotice(e, findGameFamily(e.gameCode)?.name), null);
  });
}

export const noticePlugin = fp(notices, {
  name: 'qilin-notice',
  decorators: { fastify: ['drawScheduler', 'protection'] },
});
