import type { FastifyInstance } from 'fastify';
import { MemberAdjustService } from './member-adjust.service';
import { memberDeskAdminRoutes } from './member-desk.admin-routes';
import { MemberDeskService } from './member-desk.service';

export type MemberDeskPluginOptions = { now: () => Date };

/** The console's members area: admin routes only (no tables of its own). */
export async function memberDeskPlugin(app: FastifyInstance, opts: MemberDeskPluginOptions) {
  const desk = new MemberDeskService(app.db, app.sessions, opts.now, app.promotion);
  const adjustments = new MemberAdjustService(app.db, app.events);
  await app.register(memberDeskAdminRoutes, { desk, adjustments });
}
