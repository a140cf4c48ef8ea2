import type { FastifyBaseLogger } from 'fastify';
import type { CommissionService } from './commission.service';
import type { ProfitCommissionService } from './profit-commission.service';

/** How often a process checks whether yesterday's run is done (cheap: one row read when it is). */
export const COMMISSION_CHECK_MS = 10 * 60_000;

/**
 * Pays each Asia/Shanghai day's bet commission once the day is over, and each week's profit commission
 * once the week (Monday to Monday) is over. Every process runs the check; the runs' per-agent statements
 * are unique, so two processes racing pay each agent once.
 */
export function startCommissionScheduler(
  commissions: CommissionService,
  profitCommissions: ProfitCommissionService,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const r = await commissions.runBetCommission();
      if (!r.alreadyDone) log.info({ commission: r }, 'agent bet commission paid');
    } catch (error) {
      log.error({ err: error }, 'agent bet commission run failed; the next check resumes it');
    }
    try {
      const r = await profitCommissions.runProfitCommission();
      if (!r.alreadyDone) log.info({ commission: r }, 'agent profit commission paid');
    } catch (error) {
      log.error({ err: error }, 'agent profit commission run failed; the next check resumes it');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), COMMISSION_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
