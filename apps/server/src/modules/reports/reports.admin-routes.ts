import { Readable } from 'node:stream';
import {
  apiOkSchema,
  dailyReportPageSchema,
  dashboardViewSchema,
  gameReportPageSchema,
  memberReportPageSchema,
  noInputSchema,
  type ReportPage,
  type ReportRangeQuery,
  reportRangeQuery,
  withdrawalRiskParams,
  withdrawalRiskViewSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { csvLines, type ReportKind } from './reports.presenter';
import { dayRange, type ReportService } from './reports.service';

function pageOf<T>(rows: T[], q: ReportRangeQuery): ReportPage<T> {
  const start = (q.page - 1) * q.page_size;
  return {
    rows: rows.slice(start, start + q.page_size),
    total: rows.length,
    page: q.page,
    page_size: q.page_size,
  };
}

/** The CSV routes: not JSON, so they carry a request schema only (test/http/route-schema-guard.test.ts). */
export const REPORT_CSV_ROUTES = [
  'GET /api/admin/reports/daily/csv',
  'GET /api/admin/reports/per-game/csv',
  'GET /api/admin/reports/per-member/csv',
] as const;

/**
 * The back office's dashboard and reports under /api/admin/reports (the operator gate checks
 * reports.read, route-permissions.ts), each report as a JSON page or a whole CSV file; and the
 * withdrawal queue's risk facts.
 */
export async function reportAdminRoutes(fastify: FastifyInstance, opts: { reports: ReportService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reports } = opts;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/reports/dashboard',
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(dashboardViewSchema) } } },
    async () => ok(await reports.dashboard()),
  );

  const range = (q: ReportRangeQuery) => dayRange(q.from, q.to);
  const query = { querystring: reportRangeQuery };
  app.get(
    '/api/admin/reports/daily',
    { schema: { ...query, response: { 200: apiOkSchema(dailyReportPageSchema) } } },
    async (request) => ok(pageOf(await reports.daily(range(request.query)), request.query)),
  );
  app.get(
    '/api/admin/reports/per-game',
    { schema: { ...query, response: { 200: apiOkSchema(gameReportPageSchema) } } },
    async (request) => ok(pageOf(await reports.perGame(range(request.query)), request.query)),
  );
  app.get(
    '/api/admin/reports/per-member',
    { schema: { ...query, response: { 200: apiOkSchema(memberReportPageSchema) } } },
    async (request) => ok(pageOf(await reports.perMember(range(request.query)), request.query)),
  );

  // The same reports as whole files, streamed line by line.
  const files: { kind: ReportKind; path: string; load: (q: ReportRangeQuery) => Promise<unknown[]> }[] = [
    { kind: 'daily', path: 'daily', load: (q) => reports.daily(range(q)) },
    { kind: 'game', path: 'per-game', load: (q) => reports.perGame(range(q)) },
    { kind: 'member', path: 'per-member', load: (q) => reports.perMember(range(q)) },
  ];
  for (const f of files) {
    app.get(`/api/admin/reports/${f.path}/csv`, { schema: query }, async (request, reply) => {
      const q = request.query;
      const rows = await f.load(q);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${f.path}-${q.from}_${q.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvLines(f.kind, rows as never)));
    });
  }

  app.get(
    '/api/admin/withdrawals/:id/risk',
    { schema: { params: withdrawalRiskParams, response: { 200: apiOkSchema(withdrawalRiskViewSchema) } } },
    async (request) => ok(await reports.withdrawalRisk(request.params.id)),
  );
}
