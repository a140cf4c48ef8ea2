export { CustomerServicePanel } from './components/customer-service-panel';
