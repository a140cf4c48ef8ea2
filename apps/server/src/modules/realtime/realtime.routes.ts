import { createHash, timingSafeEqual } from 'node:crypto';
import { apiOkSchema, ErrorCode, pushRequestSchema, pushResultSchema, ServerMessages } from '@qilin/contract';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../plugins/route-schemas';
import type { RealtimeApi } from './realtime.service';

export const ADMIN_PUSH_PATH = '/api/admin/realtime/push';
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
/** A push is one small JSON message; anything bigger is a mistake or an attack. */
const PUSH_BODY_LIMIT = 16 * 1024;

export interface AdminPushRoutesOptions {
  realtime: RealtimeApi;
  /** Unset or empty means the operator route refuses everyone. */
  adminToken?: string;
}

function fail(reply: FastifyReply, status: number, errorCode: number, errorMessage: string) {
  return reply.code(status).send({ success: false, error_code: errorCode, error_message: errorMessage });
}

/** Constant-time comparison; hashing first makes the lengths equal so length is not leaked either. */
function tokenMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Operator push: `POST /api/admin/realtime/push` with a contract PushRequest. Registered as an
 * encapsulated child so its guard hook and error handler touch no other route.
 */
export const adminPushRoutes: FastifyPluginAsync<AdminPushRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Self-contained like its error handler (the realtime plugin also runs alone): the route schemas'
  // compilers are set here too. One small operator answer, so it is always checked.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler(true));
  // In the app the operator gate (modules/operator) has already let the caller through on the
  // `system.push` permission (an operator session, or the bootstrap token where it still works).
  // Run alone (no gate), the route takes the shared token. onRequest runs before the body is parsed,
  // so a caller without either learns nothing about what a valid body looks like.
  app.addHook('onRequest', async (request, reply) => {
    if (request.adminAuthorised) return;
    if (!tokenMatches(request.headers[ADMIN_TOKEN_HEADER], opts.adminToken)) {
      return fail(reply, 403, ErrorCode.AdminOnly, ServerMessages.adminOnly);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The body schema refused it: the push answers its own short text, naming no field.
    if (error.code === 'FST_ERR_VALIDATION') {
      return fail(reply, 400, ErrorCode.InvalidPayload, ServerMessages.invalidPayload);
    }
    if (error.statusCode === 413) {
      return fail(reply, 413, ErrorCode.PayloadTooLarge, ServerMessages.payloadTooLarge);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return fail(reply, 400, ErrorCode.BadRequest, ServerMessages.malformedJson);
    }
    request.log.error({ err: error }, 'realtime admin push failed');
    return fail(reply, 500, ErrorCode.Internal, ServerMessages.internal);
  });

  app.post(
    ADMIN_PUSH_PATH,
    {
      bodyLimit: PUSH_BODY_LIMIT,
      schema: { body: pushRequestSchema, response: { 200: apiOkSchema(pushResultSchema) } },
    },
    async (request) => {
      const delivered = await opts.realtime.publish(request.body.target, request.body.message);
      return ok({ delivered });
    },
  );
};
