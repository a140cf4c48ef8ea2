import type { DailyReportRow, GameReportRow, MemberReportRow, ReportPage } from '@qilin/contract';
import { ApiError, request, send } from '../../lib/api-client';

export type ReportKind = 'daily' | 'per-game' | 'per-member';
export type ReportRange = { from: string; to: string };
export type ReportRows = { daily: DailyReportRow; 'per-game': GameReportRow; 'per-member': MemberReportRow };

/** The reports (Asia/Shanghai days, inclusive), a page at a time, and each as a CSV file. */
export const reportsApi = {
  page: <K extends ReportKind>(kind: K, range: ReportRange, page: number, pageSize: number) =>
    request<ReportPage<ReportRows[K]>>(`/api/admin/reports/${kind}`, {
      query: { ...range, page, page_size: pageSize },
    }),
  /** The whole report as a CSV file (the request carries the credential header, so no plain link). */
  async csv(kind: ReportKind, range: ReportRange): Promise<{ blob: Blob; filename: string }> {
    const response = await send(`/api/admin/reports/${kind}/csv`, { query: range });
    if (!response.ok) {
      const reply = (await response.json().catch(() => null)) as {
        error_code?: number;
        error_message?: string;
      } | null;
      throw new ApiError(reply?.error_code ?? 0, reply?.error_message ?? '导出失败', response.status);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
    return { blob: await response.blob(), filename };
  },
};
