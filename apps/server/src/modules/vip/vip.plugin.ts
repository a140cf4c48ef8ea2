import type { FastifyInstance } from 'fastify';
import { RebateBook } from '../bet';
import { vipAdminRoutes } from './vip.admin-routes';
import { registerVipJobs } from './vip.jobs';
import { vipRoutes } from './vip.routes';
import { VipService } from './vip.service';

/** VIP: member calls, /sbin `level`, the console's level table. Gifts are claimed through `app.promotion`. */
export async function vipPlugin(app: FastifyInstance, opts: { now: () => Date; rebateMaxBp: number }) {
  // Reads the rebate ceiling the same way the bet module does (the explanation quotes it).
  const vip = new VipService(app.db, app.promotion, new RebateBook(opts.rebateMaxBp, opts.now), opts.now);
  await app.register(vipRoutes, { vip });
  await app.register(vipAdminRoutes, { vip });
  registerVipJobs(app.sbin, vip);
}
