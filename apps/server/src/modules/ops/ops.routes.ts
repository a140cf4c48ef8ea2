import {
  apiOkSchema,
  ErrorCode,
  noInputSchema,
  notReadySchema,
  readyResultSchema,
  ServerMessages,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { ReadinessProbe } from './readiness.service';

/** Readiness for balancers and orchestrators; plain JSON (not encrypted), never rate limited. */
export async function readinessRoutes(fastify: FastifyInstance, opts: { probe: ReadinessProbe }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    querystring: noInputSchema,
    response: { 200: apiOkSchema(readyResultSchema), 503: notReadySchema },
  };
  app.get('/api/ready', { schema }, async (_request, reply) => {
    const { ready, checks } = await opts.probe.check();
    if (ready) return ok({ status: 'ready' as const, checks });
    const failing = Object.entries(checks)
      .filter(([, c]) => c !== 'ok' && c !== 'not configured')
      .map(([name, c]) => `${name}: ${c}`);
    return reply.code(503).send({
      success: false,
      error_code: ErrorCode.ServiceUnavailable,
      error_message: `${ServerMessages.serviceUnavailable} — not ready: ${failing.join('; ')}`,
      result: { status: 'not ready' as const, checks },
    });
  });
}
