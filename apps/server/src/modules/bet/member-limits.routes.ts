import { wireId } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { MemberLimitService } from './member-limits.service';

const memberId = wireId();
/** '' (or absent) = the member's limit in every game. */
const gameId = z
  .union([z.string().max(64), z.number().int()])
  .default('')
  .transform(String);
/** Fen, or null for "no limit of the member's own". */
const fen = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null);
const viewQuery = z.object({ member_id: memberId });
const rowQuery = z.object({ member_id: memberId, game_id: gameId });
const setBody = z.object({
  member_id: memberId,
  game_id: gameId,
  max_per_bet_fen: fen,
  max_per_issue_fen: fen,
});

/** Operator calls (x-admin-token) for a member's own bet limits: read, set a row, remove a row. */
export async function memberLimitAdminRoutes(fastify: FastifyInstance, opts: { limits: MemberLimitService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  app.get('/api/admin/member-limits', { schema: { querystring: viewQuery } }, async (request) =>
    ok({ list: await opts.limits.list(request.query.member_id) }),
  );
  app.put('/api/admin/member-limits', { schema: { body: setBody } }, async (request) => {
    const b = request.body;
    const list = await opts.limits.set(b.member_id, {
      gameCode: b.game_id,
      maxPerBetFen: b.max_per_bet_fen,
      maxPerIssueFen: b.max_per_issue_fen,
    });
    return ok({ list });
  });
  app.delete('/api/admin/member-limits', { schema: { querystring: rowQuery } }, async (request) => {
    const q = request.query;
    const removed = await opts.limits.remove(q.member_id, q.game_id);
    return ok({ removed, list: await opts.limits.list(q.member_id) });
  });
}
