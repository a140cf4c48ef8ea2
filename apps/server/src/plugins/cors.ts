import { Header } from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminPath, isApiPath, pathOf } from '../lib/paths';

/**
 * CORS for absolute API lines (spec §4): the client served from one origin talks to line hosts on
 * others, so the API, /sbin and /config answer any origin. Auth travels in the `token` header, never
 * in cookies, so `*` is safe and no credentials mode is needed. Operator calls stay same-origin.
 */
export const CORS_ALLOW_HEADERS = [
  Header.token,
  Header.deviceId,
  Header.fingerprint,
  Header.from,
  Header.device,
  Header.timestamp,
  Header.signature,
  'content-type',
  'idempotency-key',
].join(', ');

const MAX_AGE_SECONDS = 600;

function appliesTo(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  if (isAdminPath(path)) return false;
  return path === '/config' || isApiPath(path);
}

async function cors(app: FastifyInstance) {
  // onRequest, registered before rate limiting and auth, so preflights and refusals carry the headers.
  // Callback style (no promise per request); a preflight is answered here and never calls `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.headers.origin || !appliesTo(request)) return done();
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', Header.encrypted);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (!preflight) return done();
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header('access-control-allow-headers', CORS_ALLOW_HEADERS);
    reply.header('access-control-max-age', String(MAX_AGE_SECONDS));
    reply.code(204).send();
  });
}

export default fp(cors, { name: 'qilin-cors' });
