import {
  apiOkSchema,
  noInputSchema,
  trialResetResultSchema,
  trialStartBodySchema,
  trialStartResultSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceOf } from '../../lib/device';
import { Errors } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { TrialService } from './trial.service';

export type TrialRoutesOptions = {
  trials: TrialService;
  /** Trials started per client address within the window. */
  limit: { max: number; windowMs: number };
};

/** POST /api/auth/trial (no login; rate-limited per client IP) and POST /api/trial/reset (trial only). */
export async function trialRoutes(fastify: FastifyInstance, opts: TrialRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.post(
    '/api/auth/trial',
    {
      onRequest: perIp,
      schema: { body: trialStartBodySchema, response: { 200: apiOkSchema(trialStartResultSchema) } },
    },
    async (request) => ok(await trials.start(deviceOf(request))),
  );

  app.post(
    '/api/trial/reset',
    {
      preHandler: app.authenticate,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(trialResetResultSchema) } },
    },
    async (request) => {
      // A real member has no play wallet to reset.
      if (!request.member?.trial) throw Errors.notFound();
      return ok(await trials.reset(request.memberId()));
    },
  );
}
