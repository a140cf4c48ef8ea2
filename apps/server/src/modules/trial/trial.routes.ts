import { trialStartBodySchema } from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceOf } from '../../lib/device';
import { Errors } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { TrialService } from './trial.service';

export type TrialRoutesOptions = {
  trials: TrialService;
  /** Trials started per client address within the window. */
  limit: { max: number; windowMs: number };
};

/** POST /api/auth/trial (no login; rate-limited per client IP) and POST /api/trial/reset (trial only). */
export async function trialRoutes(app: FastifyInstance, opts: TrialRoutesOptions) {
  const { trials } = opts;
  const check = app.createRateLimit({
    max: opts.limit.max,
    timeWindow: opts.limit.windowMs,
    keyGenerator: (r: FastifyRequest) => `trial-ip:${r.ip}`,
  });
  const perIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const r = await check(request);
    if (r.isAllowed || !r.isExceeded) return;
    reply.header('retry-after', String(r.ttlInSeconds));
    throw Errors.tooManyRequests();
  };

  app.post('/api/auth/trial', { onRequest: perIp }, async (request) => {
    parseInput(trialStartBodySchema, request.body ?? {});
    return ok(await trials.start(deviceOf(request)));
  });

  app.post('/api/trial/reset', { preHandler: app.authenticate }, async (request) => {
    // A real member has no play wallet to reset.
    if (!request.member?.trial) throw Errors.notFound();
    return ok(await trials.reset(request.memberId()));
  });
}
