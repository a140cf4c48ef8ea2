export { customerServiceRepository, type KefuFields } from './customer-service.repository';
export { customerServiceAdminRoutes, customerServiceRoutes } from './customer-service.routes';
export { CustomerService } from './customer-service.service';
export type { CustomerServiceTables } from './customer-service.tables';
