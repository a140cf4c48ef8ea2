import type { FastifyInstance } from 'fastify';
import { ChannelCatalogue } from './channels.catalogue';
import { DepositService } from './deposit.service';
import { DepositAdminService } from './deposit-admin.service';
import { depositAdminRoutes } from './payment.admin-routes';
import { defaultPaymentConfig, type PaymentConfig } from './payment.config';
import { registerPaymentJobs } from './payment.jobs';
import { paymentRoutes } from './payment.routes';

export type PaymentPluginOptions = { config?: PaymentConfig; now?: () => Date };

/** Wires the cashier: member routes, operator routes, /sbin jobs and the unpaid-order expiry sweep. */
export async function paymentPlugin(app: FastifyInstance, opts: PaymentPluginOptions) {
  const config = opts.config ?? defaultPaymentConfig;
  const now = opts.now ?? (() => new Date());
  const channels = new ChannelCatalogue(config);
  const deposits = new DepositService(app.db, channels, config, now);
  const admin = new DepositAdminService(app.db, config, now, app.events);
  deposits.useProtection(app.protection);
  admin.useProtection(app.protection);

  await app.register(paymentRoutes, { deposits, channels, config });
  await app.register(depositAdminRoutes, { admin });
  registerPaymentJobs(app.sbin, deposits, channels);

  const timer = setInterval(() => {
    deposits.expireAll().catch((err: unknown) => app.log.error({ err }, 'deposit expiry sweep failed'));
  }, config.sweepSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
