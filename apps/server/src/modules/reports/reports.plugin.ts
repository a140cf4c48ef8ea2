import type { FastifyInstance } from 'fastify';
import { reportAdminRoutes } from './reports.admin-routes';
import { ReportService } from './reports.service';

export type ReportsPluginOptions = { now?: () => Date };

/** The back office's read side: dashboard, reports with CSV, withdrawal risk facts (admin routes only). */
export async function reportsPlugin(app: FastifyInstance, opts: ReportsPluginOptions) {
  const now = opts.now ?? (() => new Date());
  const reports = new ReportService(app.db, now, () => app.realtime.onlineMemberCount());
  await app.register(reportAdminRoutes, { reports });
}
