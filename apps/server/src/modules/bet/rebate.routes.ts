import type { RebateInfo } from '@qilin/contract';
import { wireId } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { RebateBook } from './rebate.service';

const memberParams = z.object({ memberId: wireId() });
/** null = back to the site default. */
const setBody = z.object({ maxBp: z.number().int().min(0).max(10_000).nullable() });

/** The member's rebate ceiling and step (the norm panel's slider). */
export async function rebateRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; book: RebateBook }) {
  const auth = { preHandler: app.authenticate };
  const info = async (memberId: number): Promise<RebateInfo> => opts.book.info(opts.db, memberId);
  app.get('/api/bet/rebate', auth, async (request) => ok(await info(request.memberId())));
  app.post('/api/bet/rebate', auth, async (request) => ok(await info(request.memberId())));
}

/** Operator calls (x-admin-token): read and set one member's rebate ceiling. */
export async function rebateAdminRoutes(
  app: FastifyInstance,
  opts: { db: Kysely<Database>; book: RebateBook },
) {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/api/admin/members/:memberId/rebate', async (request) => {
    const { memberId } = parseInput(memberParams, request.params);
    return ok(await opts.book.info(opts.db, memberId));
  });
  app.put('/api/admin/members/:memberId/rebate', async (request) => {
    const { memberId } = parseInput(memberParams, request.params);
    const { maxBp } = parseInput(setBody, request.body);
    await opts.book.setMax(opts.db, memberId, maxBp);
    return ok(await opts.book.info(opts.db, memberId));
  });
}
