import type { DashboardView } from '@qilin/contract';
import { request } from '../../lib/api-client';

/** GET /api/admin/reports/dashboard: today (Asia/Shanghai) at a glance. */
export const dashboardApi = {
  today: () => request<DashboardView>('/api/admin/reports/dashboard'),
};
