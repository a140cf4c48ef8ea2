import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Errors, failBody } from '../lib/errors';
import { pathOf } from '../lib/paths';
import { SERVER_ROOT } from '../lib/server-root';

/** apps/admin/dist beside this app (from src/ under tsx and from dist/ when compiled). */
export const DEFAULT_ADMIN_DIST = path.resolve(SERVER_ROOT, '../admin/dist');
export const ADMIN_PREFIX = '/admin';

/**
 * The operator console (apps/admin) under /admin, from its own build. Its files are routes of their
 * own; any other /admin path without a file extension is a console route and gets its index.html,
 * one with an extension is a missing file (404). Without a build, /admin answers 404.
 */
export async function registerAdminConsole(app: FastifyInstance, opts: { dist: string | undefined }) {
  const root = path.resolve(opts.dist ?? DEFAULT_ADMIN_DIST);
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => {
    const error = Errors.notFound();
    return reply.code(error.statusCode).send(failBody(error.errorCode, error.message));
  };
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get(ADMIN_PREFIX, notFound);
    app.get(`${ADMIN_PREFIX}/*`, notFound);
    app.log.info({ root }, 'no built admin console');
    return;
  }
  const html = readFileSync(path.join(root, 'index.html'));
  await app.register(fastifyStatic, {
    root,
    prefix: `${ADMIN_PREFIX}/`,
    // One route per built file, so the catch-all below sees only paths that are no file.
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
    decorateReply: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get(ADMIN_PREFIX, (_request, reply) => reply.redirect(`${ADMIN_PREFIX}/`, 302));
  app.get(`${ADMIN_PREFIX}/*`, (request, reply) => {
    const p = pathOf(request.url);
    const last = p.slice(p.lastIndexOf('/') + 1);
    return last.includes('.') && last !== 'index.html' ? notFound(request, reply) : sendIndex(request, reply);
  });
}
