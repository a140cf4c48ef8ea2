import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's id is kept when it is short and plain (a balancer's or a client's trace id); anything
 * else — too long, spaces, quotes, control characters that could forge log fields — is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:/=+-]{1,128}$/;

/** Fastify `genReqId`: the request's own x-request-id when sane, a fresh UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
