/** Reports: the back office's dashboard, daily / per-game / per-member reports (JSON and CSV), risk facts. */
export { REPORT_CSV_ROUTES } from './reports.admin-routes';
export { type ReportsPluginOptions, reportsPlugin } from './reports.plugin';
export { csvCell, csvLine, UTF8_BOM } from './reports.presenter';
export { dayRange, ReportService, RISK_WINDOW_DAYS } from './reports.service';
