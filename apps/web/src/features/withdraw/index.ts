export { withdrawPaths } from './api/withdraw-api';
export { WithdrawAccountScreen } from './components/withdraw-account-screen';
export { WithdrawListScreen } from './components/withdraw-list-screen';
export { WithdrawScreen } from './components/withdraw-screen';
export { runPreCheck } from './hooks/use-withdraw-gate';
export { orderAccounts } from './model/order-accounts';
