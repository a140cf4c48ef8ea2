import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id';

/**
 * Echoes the request id (`genReqId` in app.ts: the caller's x-request-id when sane, else a UUID) on
 * every answer, errors and 404s included, so a member's report or a balancer log finds the server's
 * log lines (each carries it as `reqId`).
 */
async function requestId(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}

export default fp(requestId, { name: 'qilin-request-id' });
