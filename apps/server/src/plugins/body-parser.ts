import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact request body text (JSON posts); the signature covers these bytes. */
    rawBody: string;
  }
}

/** JSON bodies are capped by Fastify's bodyLimit; uploads get their own larger limits here. */
export const MULTIPART_LIMITS = { fileSize: 20 * 1024 * 1024, files: 1, fields: 10, fieldSize: 64 * 1024 };

/**
 * Keeps the raw JSON text for the signature check, then parses it with Fastify's own safe parser
 * (which refuses `__proto__` / `constructor.prototype` keys).
 */
async function bodyParser(app: FastifyInstance) {
  app.decorateRequest('rawBody', '');
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    defaultJson(request, body as string, done);
  });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
}

export default fp(bodyParser, { name: 'qilin-body-parser' });
