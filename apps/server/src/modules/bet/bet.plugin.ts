import type { FastifyInstance } from 'fastify';
import { registerBetJobs } from './bet.jobs';
import { BetQueries } from './bet.queries';
import { betRoutes } from './bet.routes';
import type { BetService } from './bet.service';
import { memberLimitAdminRoutes } from './member-limits.routes';
import type { MemberLimitService } from './member-limits.service';
import { rebateAdminRoutes, rebateRoutes } from './rebate.routes';
import type { RebateBook } from './rebate.service';

export type BetPluginOptions = { bets: BetService; rebates: RebateBook; limits: MemberLimitService };

/** Bets: placement and the member's bet reads (REST and /sbin), 返点 and member bet limits. */
export async function betPlugin(app: FastifyInstance, opts: BetPluginOptions) {
  const { db } = app;
  const queries = new BetQueries(db);
  await app.register(memberLimitAdminRoutes, { limits: opts.limits });
  await app.register(betRoutes, { bets: opts.bets, queries });
  await app.register(rebateRoutes, { db, book: opts.rebates });
  await app.register(rebateAdminRoutes, { db, book: opts.rebates });
  registerBetJobs(app.sbin, opts.bets, queries);
}
