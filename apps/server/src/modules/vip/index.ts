/** VIP levels, their gifts and the rebate explanation (docs/vip.md). */
export { vipPlugin } from './vip.plugin';
export { VipService } from './vip.service';
export type { VipTables } from './vip.tables';
