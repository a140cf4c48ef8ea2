import { walletHistoryQuerySchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { AccountHistoryService } from './history.service';

/** `member/wallet/history` (+ date_groups, type_groups). */
export async function accountHistoryRoutes(app: FastifyInstance, opts: { history: AccountHistoryService }) {
  const auth = { preHandler: app.authenticate };
  app.get('/api/member/wallet/history', auth, async (request) => {
    const q = parseInput(walletHistoryQuerySchema, request.query);
    return ok(await opts.history.history(request.memberId(), q));
  });
  app.get('/api/member/wallet/history/date_groups', auth, async (request) => {
    const q = parseInput(walletHistoryQuerySchema, request.query);
    return ok(await opts.history.dateGroups(request.memberId(), q));
  });
  app.get('/api/member/wallet/history/type_groups', auth, async () => ok(opts.history.typeGroups()));
}
