export { CustomerServicePanel } from './components/customer-service-panel';
export { SupportChatScreen } from './components/support-chat-screen';
export { SupportEntry } from './components/support-entry';
export { customerServiceKeys, useCustomerService } from './hooks/use-customer-service';
export { supportKeys, useSupportUnread } from './hooks/use-support-chat';
export { sceneFor } from './model/scene';
