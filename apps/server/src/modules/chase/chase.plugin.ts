import type { FastifyInstance } from 'fastify';
import { registerChaseJobs } from './chase.jobs';
import { ChaseQueries } from './chase.queries';
import { chaseRoutes } from './chase.routes';
import type { ChaseService } from './chase.service';

/** Chases (追号): follow, list, detail and cancel over REST and /sbin. */
export async function chasePlugin(app: FastifyInstance, opts: { chases: ChaseService }) {
  const queries = new ChaseQueries(app.db);
  await app.register(chaseRoutes, { chases: opts.chases, queries });
  registerChaseJobs(app.sbin, opts.chases, queries);
}
