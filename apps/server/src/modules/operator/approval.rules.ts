import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { withdrawalAmountFen } from '../withdraw';
import { operatorRepository } from './operator.repository';

/**
 * What a request needing a second operator is: its summary, and what it changes as it stands now
 * (the approver sees before → after; the stored request body is the after).
 */
export type ApprovalNeed = { summary: string; before: unknown };

/** A sensitive route's rule: what a request needs a second operator for (a summary, or more), or null to let it run. */
export type ApprovalPolicy = (request: FastifyRequest) => Promise<string | ApprovalNeed | null>;

export type ApprovalPolicyOptions = {
  db: Kysely<Database>;
  /** Approving a withdrawal above this many fen needs a second operator. */
  withdrawAboveFen: number;
};

const always =
  (what: string): ApprovalPolicy =>
  async (request) =>
    `${what} ${JSON.stringify(request.body ?? request.query ?? null)}`;

const memberOf = (request: FastifyRequest) => (request.params as { memberId?: string }).memberId;

/** Which admin routes need two people, by the central route key (route-permissions.config.ts). */
export function approvalPolicies(opts: ApprovalPolicyOptions): Readonly<Record<string, ApprovalPolicy>> {
  return {
    'POST /api/admin/withdrawals/:id/approve': async (request) => {
      const id = Number((request.params as { id?: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const amountFen = await withdrawalAmountFen(opts.db, id);
      if (amountFen === undefined || amountFen <= opts.withdrawAboveFen) return null;
      return {
        summary: `withdrawal ${id}: ${amountFen} fen`,
        before: { withdrawal_id: id, amount_fen: amountFen, status: 'pending' },
      };
    },
    'POST /api/admin/members/:memberId/unfreeze': async (request) =>
      `member ${memberOf(request)} unfreeze: ${(request.body as { reason?: string } | null)?.reason ?? ''}`,
    'POST /api/admin/members/:memberId/adjust': async (request) => {
      const b = request.body as { direction?: string; amount_fen?: number; reason?: string } | null;
      return `member ${memberOf(request)} ${b?.direction} ${b?.amount_fen} fen: ${b?.reason ?? ''}`;
    },
    'PUT /api/admin/game-rooms/config': always('room rules set'),
    'DELETE /api/admin/game-rooms/config': always('room rules removed'),
    'POST /api/admin/games/issues/:id/void': async (request) =>
      `issue ${(request.params as { id?: string }).id} void ${JSON.stringify(request.body ?? null)}`,
    'PUT /api/admin/operators/:id/role': async (request) => {
      const id = Number((request.params as { id?: string }).id);
      const summary = `operator ${(request.params as { id?: string }).id} role ${JSON.stringify(request.body ?? null)}`;
      if (!Number.isSafeInteger(id) || id <= 0) return summary;
      const current = await operatorRepository.byId(opts.db, id);
      return { summary, before: current ? { username: current.username, role: current.role } : null };
    },
  };
}
