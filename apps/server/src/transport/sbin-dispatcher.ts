import {
  ErrorCode,
  isSbinJobId,
  type SbinReply,
  ServerMessages,
  sbinJobs,
  sbinReplySchema,
  sbinRequestSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Errors } from '../lib/errors';
import { parseInput } from '../lib/validation';
import { toAppError } from '../plugins/error-handler';
import { checkSbinReply, type SbinRegistry } from './sbin-registry';

/**
 * A failed /sbin call. It keeps the legacy root the client reads (`code`, `message`, `result: []`,
 * with code '0' so `isSbinSuccess` is false) and also carries the REST failure fields, so every
 * client path finds a readable Chinese reason. The HTTP status is the same 4xx REST would use.
 */
export type SbinFailure = SbinReply<never> & { success: false; error_code: number; error_message: string };

export function sbinFailure(errorCode: number, message: string): SbinFailure {
  return { code: '0', message, result: [], success: false, error_code: errorCode, error_message: message };
}

function parseJkparam(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw Errors.invalidPayload(ServerMessages.jkparamNotJson);
  }
}

/** `POST /sbin {jkid, jkparam}`: validate → registered job (same services as REST) → legacy reply. */
export async function sbinRoutes(
  fastify: FastifyInstance,
  opts: {
    registry: SbinRegistry;
    /** Hold each job's reply against its schema in the contract (tests, development; never production). */
    checkReplies: boolean;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error);
    if (known) return reply.code(known.statusCode).send(sbinFailure(known.errorCode, known.message));
    request.log.error(
      { err: error, url: request.url, memberId: request.member?.memberId },
      'sbin job failed',
    );
    return reply.code(500).send(sbinFailure(ErrorCode.Internal, ServerMessages.internal));
  });

  // The job's own parameters (jkparam, a JSON text) are checked against `sbinJobs[jkid].params` below.
  const schema = { body: sbinRequestSchema, response: { 200: sbinReplySchema } };
  app.post('/sbin', { schema }, async (request) => {
    const { jkid, jkparam } = request.body;
    if (!isSbinJobId(jkid)) throw Errors.unknownJob();
    const params = parseInput(sbinJobs[jkid].params, parseJkparam(jkparam));
    const job = opts.registry.get(jkid);
    if (!job) throw Errors.jobUnavailable();
    if (job.auth) await app.authenticate(request);
    const reply: SbinReply = await job.handle(params as never, { request, member: request.member });
    if (opts.checkReplies) checkSbinReply(jkid, reply);
    return reply;
  });
}
