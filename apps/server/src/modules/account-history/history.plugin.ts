import type { FastifyInstance } from 'fastify';
import { accountHistoryRoutes } from './history.routes';
import { AccountHistoryService } from './history.service';

/** Account details: the member's own wallet entries. */
export async function accountHistoryPlugin(app: FastifyInstance, opts: { now: () => Date }) {
  await app.register(accountHistoryRoutes, { history: new AccountHistoryService(app.db, opts.now) });
}
