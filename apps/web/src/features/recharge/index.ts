export { rechargePaths, USDT_TYPE_ID } from './api/recharge-api';
export { RechargeResult } from './components/recharge-result';
export { RechargeScreen } from './components/recharge-screen';
export { PAY_TYPES_THROTTLE_MS } from './hooks/use-pay-types';
export { rechargeAmountVerdict } from './model/amount-message';
