export { customerServicePlugin } from './customer-service.plugin';
export type { KefuFields } from './customer-service.repository';
export { CustomerService } from './customer-service.service';
export type { CustomerServiceTables } from './customer-service.tables';
