export { CustomerServicePanel } from './components/customer-service-panel';
export { customerServiceKeys, useCustomerService } from './hooks/use-customer-service';
export { sceneFor } from './model/scene';
