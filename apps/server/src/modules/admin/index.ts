/** Operator odds and ends under /api/admin that belong to no other module's screen. */
export { adminRoutes as adminPlugin } from './admin.routes';
