import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/** A sensitive route's rule: the summary of a request that needs a second operator, or null to let it run. */
export type ApprovalPolicy = (request: FastifyRequest) => Promise<string | null>;

export type ApprovalPolicyOptions = {
  db: Kysely<Database>;
  /** Approving a withdrawal above this many fen needs a second operator. */
  withdrawAboveFen: number;
};

const always =
  (what: string): ApprovalPolicy =>
  async (request) =>
    `${what} ${JSON.stringify(request.body ?? request.query ?? null)}`;

/**
 * Which admin routes need two people, by the central route key (route-permissions.ts). Balance
 * adjustments and member unfreeze join here when their routes exist.
 */
export function approvalPolicies(opts: ApprovalPolicyOptions): Readonly<Record<string, ApprovalPolicy>> {
  return {
    'POST /api/admin/withdrawals/:id/approve': async (request) => {
      const id = Number((request.params as { id?: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      // The amount decides; the withdraw module exposes no read of it, so it is read here, read-only.
      const row = await opts.db
        .selectFrom('withdrawals')
        .select('amount_fen')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || Number(row.amount_fen) <= opts.withdrawAboveFen) return null;
      return `withdrawal ${id}: ${row.amount_fen} fen`;
    },
    'PUT /api/admin/game-rooms/config': always('room rules set'),
    'DELETE /api/admin/game-rooms/config': always('room rules removed'),
    'PUT /api/admin/operators/:id/role': async (request) =>
      `operator ${(request.params as { id?: string }).id} role ${JSON.stringify(request.body ?? null)}`,
  };
}
