import type { FastifyInstance } from 'fastify';
import { registerHelpJobs } from './help.jobs';
import { helpAdminRoutes, helpRoutes } from './help.routes';
import { HelpService } from './help.service';

/** Help: the FAQ (common/question) and the online quick questions (/sbin), edited by operators. */
export async function helpPlugin(app: FastifyInstance, opts: { now: () => Date }) {
  const help = new HelpService(app.db, opts.now);
  await app.register(helpRoutes, { help });
  await app.register(helpAdminRoutes, { help });
  registerHelpJobs(app.sbin, help);
}
