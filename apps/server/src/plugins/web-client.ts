import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** apps/web/dist, resolved from this file so it works whatever the working directory is. */
export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers index.html for client-side routes; false when no built client is present. */
    sendSpaIndex: ((reply: FastifyReply) => FastifyReply) | false;
  }
}

/**
 * Serves the built client from one process with the API (spec quick start). Unknown non-API GETs
 * fall back to index.html so React Router's history routes survive a reload.
 */
export async function registerWebClient(app: FastifyInstance, dist: string | undefined) {
  const root = path.resolve(dist ?? DEFAULT_WEB_DIST);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.decorate('sendSpaIndex', false);
    app.log.info({ root }, 'no built web client; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    // The client build writes .br/.gz beside every asset; phones on slow links get them as-is.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite's /assets/ names carry a content hash, so they never change; index.html always can.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('sendSpaIndex', (reply: FastifyReply) => reply.type('text/html').sendFile('index.html'));
}
