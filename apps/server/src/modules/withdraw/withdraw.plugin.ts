import type { FastifyInstance } from 'fastify';
import { registerWithdrawJobs } from './withdraw.jobs';
import { withdrawAdminRoutes, withdrawRoutes } from './withdraw.routes';
import { WithdrawService } from './withdraw.service';
import { WithdrawReviewService } from './withdraw-review.service';

/** Withdrawals: member routes and /sbin jobs, operator review. */
export async function withdrawPlugin(app: FastifyInstance, opts: { now: () => Date }) {
  const withdraws = new WithdrawService(app.db, app.promotion, opts.now);
  const reviews = new WithdrawReviewService(app.db, app.events, opts.now);
  await app.register(withdrawRoutes, { withdraws, reviews, cipher: app.passwordCipher });
  await app.register(withdrawAdminRoutes, { reviews });
  registerWithdrawJobs(app.sbin, withdraws);
}
