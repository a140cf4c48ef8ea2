import { giftLogsQuerySchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { GiftLogService } from './gift.service';

/** Activity paths of spec §7 that exist so far: `activity/gift/logs`. */
export async function activityRoutes(app: FastifyInstance, opts: { gifts: GiftLogService }) {
  app.get('/api/activity/gift/logs', { preHandler: app.authenticate }, async (request) => {
    const q = parseInput(giftLogsQuerySchema, request.query);
    return ok(await opts.gifts.logs(request.memberId(), q.page, q.pageSize));
  });
}
