import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, DbHandle, DbKind } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DbKind;
  }
}

/**
 * Exposes the database to routes and modules. The handle is created (and migrated) by whoever
 * builds the app — server.ts or a test — and closed with the app unless `closeWithApp` is false.
 */
async function dbPlugin(app: FastifyInstance, opts: { handle: DbHandle; closeWithApp: boolean }) {
  app.decorate('db', opts.handle.db);
  app.decorate('dbKind', opts.handle.kind);
  if (opts.closeWithApp) app.addHook('onClose', () => opts.handle.close());
}

export default fp(dbPlugin, { name: 'qilin-db' });
