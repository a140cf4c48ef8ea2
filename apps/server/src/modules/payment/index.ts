export { ChannelCatalogue } from './channels.catalogue';
export { DepositService } from './deposit.service';
export { DepositAdminService } from './deposit-admin.service';
export {
  type DepositTotal,
  depositTotals,
  memberDepositsSince,
  pendingDepositCount,
} from './deposit-totals.queries';
export { sniffImage } from './evidence.rules';
export { memberDepositPage } from './member-deposits.queries';
export {
  type ChannelConfig,
  defaultPaymentConfig,
  defaultPaymentConfigFile,
  PAY_TYPES,
  type PaymentConfig,
} from './payment.config';
export { type PaymentPluginOptions, paymentPlugin } from './payment.plugin';
export type { DepositOrderRow, DepositStatus, PaymentTables } from './payment.tables';
export { loadPaymentConfig } from './payment-config.loader';
export { paymentConfigFileSchema } from './payment-config.schema';
