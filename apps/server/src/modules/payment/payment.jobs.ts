import { Messages, parseWireInt } from '@qilin/contract';
import { Errors } from '../../lib/errors';
import type { SbinContext, SbinRegistry } from '../../transport/sbin-registry';
import type { ChannelCatalogue } from './channels.catalogue';
import type { DepositService } from './deposit.service';

/** Recharge jobs answer code 200 (spec §7); an empty message means success. */
const reply = <T>(result: T[], message = '') => ({ code: 200, message, result });

function memberOf(ctx: SbinContext): number {
  if (!ctx.member) throw Errors.sessionExpired();
  return ctx.member.memberId;
}

function positiveId(value: string | number): number {
  const n = parseWireInt(value) ?? 0;
  if (n <= 0) throw Errors.invalidPayload();
  return n;
}

/** The legacy /sbin payment jobs: the same DepositService as the REST routes. */
export function registerPaymentJobs(
  registry: SbinRegistry,
  deposits: DepositService,
  channels: ChannelCatalogue,
): void {
  registry.register('offline_pay_list', { auth: true, handle: async () => reply(channels.list()) });
  registry.register('usdt_check', { auth: true, handle: async () => reply(channels.usdtRates()) });
  registry.register('pay_order_count', {
    auth: true,
    handle: async (_params, ctx) => {
      const view = await deposits.pendingView(memberOf(ctx));
      // The client counts '没有待处理订单' as ok (spec §8).
      if (!view) return reply([], Messages.noPendingOrder);
      return reply([{ payOrderNums: 1, ...view }]);
    },
  });
  registry.register('create_pay_order', {
    auth: true,
    handle: async (params, ctx) => {
      const view = await deposits.create(memberOf(ctx), positiveId(params.id), String(params.money));
      return reply([view], Messages.orderCreated);
    },
  });
  registry.register('complete_pay_order', {
    auth: true,
    handle: async (params, ctx) => {
      const view = await deposits.markPaid(memberOf(ctx), positiveId(params.id));
      return reply([{ ...view, service: channels.serviceFor(view.channelId) }]);
    },
  });
  registry.register('cancel_order', {
    auth: true,
    handle: async (params, ctx) =>
      reply([await deposits.cancel(memberOf(ctx), positiveId(params.id))], Messages.orderCancelled),
  });
}
