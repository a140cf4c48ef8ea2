import { ErrorCode, ServerMessages } from '@qilin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, Errors, failBody } from '../lib/errors';

/**
 * One error handler for the whole app (fastify/demo). Expected failures become
 * `{success:false, error_code, error_message}` with their status; framework 4xx errors (bad JSON,
 * oversized body, wrong content type) are mapped to readable Chinese texts; the database being
 * unreachable (restart, crash, failover) is a 503 "try again later" rather than a bug; anything else
 * is logged with its request context and answered with a generic 500 that reveals nothing.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return Errors.invalidPayload();
  const e = error as Partial<FastifyError> | null;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 0;
  if (e?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return Errors.payloadTooLarge();
  if (status === 429) return Errors.tooManyRequests();
  if (e?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return Errors.badRequest(415, ServerMessages.malformedJson);
  }
  if (
    error instanceof SyntaxError ||
    e?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    e?.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
  ) {
    return Errors.malformedJson();
  }
  if (e?.code === 'FST_ERR_VALIDATION') return Errors.invalidPayload();
  // PostgreSQL "data exception" (SQLSTATE class 22: a NUL byte in text, a number out of range…)
  // is raised by a value the client sent; the statement is rolled back, so it is a refusal.
  if (typeof e?.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return Errors.invalidPayload();
  // Connection refused/lost, server shutting down or starting up: temporary, not the caller's fault
  // and not a bug. Nothing was committed, or (connection lost at COMMIT) the outcome is unknown, so
  // the client retries later with the same idempotency key.
  if (isDatabaseUnavailable(error)) return Errors.serviceUnavailable();
  if (status === 404) return Errors.notFound();
  if (status >= 400 && status < 500) return Errors.badRequest(status);
  return null;
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const known = toAppError(error);
  if (known) {
    if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(known.statusCode).send(failBody(known.errorCode, known.message));
  }
  request.log.error(
    { err: error, method: request.method, url: request.url, memberId: request.member?.memberId },
    'unexpected error',
  );
  return reply.code(500).send(failBody(ErrorCode.Internal, ServerMessages.internal));
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

export default fp(errorHandler, { name: 'qilin-error-handler' });
