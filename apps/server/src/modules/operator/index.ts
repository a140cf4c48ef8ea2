import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { Env } from '../../env';
import { randomToken } from '../../lib/crypto';
import { APPROVAL_REPLAY_HEADER, registerAdminGate } from './admin.gate';
import { AUDITED_AFTER_RESPONSE } from './admin-audit.service';
import { ApiKeyService } from './api-key.service';
import { approvalPolicies } from './approval.rules';
import { type ActionExecutor, ApprovalService } from './approval.service';
import { AuditQueries } from './audit-log.queries';
import { type OperatorRow, operatorRepository } from './operator.repository';
import { AUDITED_IN_ROUTE, operatorRoutes } from './operator.routes';
import { OperatorAdminService } from './operator-admin.service';
import { OperatorAuthService } from './operator-auth.service';
import { OperatorSessionService } from './operator-session.service';
import './operator.tables';

export type { AdminActor } from './admin.gate';
export { type AdminAudit, type AdminAuditChange, adminAuditAs } from './admin-audit.service';
export { pendingApprovalCount } from './approval-count.queries';
export { verifyAuditChain } from './audit-log.queries';
export type { ChainReport } from './audit-log.repository';
export { ROUTE_PERMISSIONS, routeKey } from './route-permissions.config';

export type OperatorPluginOptions = {
  db: Kysely<Database>;
  env: Env;
  now?: () => Date;
};

/** An approval still 'executing' this long after it was approved is swept to 'failed'; swept this often. */
const STUCK_APPROVAL = { afterMs: 10 * 60_000, everyMs: 60_000 };

/** Wrong sign-ins in a row before an account locks, and for how long. */
const LOCKOUT = { maxFailures: 5, lockMs: 15 * 60_000 };

/**
 * The operator back office's server side as one plugin: operator accounts and sessions, the
 * permission gate of every /api/admin route, two-person approval and the audit log. Registered on the
 * root (fastify-plugin) and before the modules' admin routes, so its hooks run ahead of theirs.
 */
async function operatorPlugin(app: FastifyInstance, opts: OperatorPluginOptions) {
  const { db, env } = opts;
  const now = opts.now ?? (() => new Date());
  const sessions = new OperatorSessionService(
    db,
    { idleMs: env.operator.idleMs, lifetimeMs: env.operator.lifetimeMs },
    now,
  );
  const replays = new Map<string, { approvalId: number; approver: OperatorRow }>();
  // An approved request runs through the app itself, as the approver, behind a one-time nonce.
  const execute: ActionExecutor = async (action, approver) => {
    const nonce = randomToken(32);
    replays.set(nonce, { approvalId: action.id, approver });
    try {
      const res = await app.inject({
        method: action.method as 'POST',
        url: action.url,
        headers: { [APPROVAL_REPLAY_HEADER]: nonce },
        ...(action.body !== null && action.body !== undefined && { payload: action.body as object }),
      });
      let body: unknown = res.body;
      try {
        body = JSON.parse(res.body);
      } catch {
        // a non-JSON answer is kept as its text
      }
      return { status: res.statusCode, body };
    } finally {
      replays.delete(nonce);
    }
  };
  const approvals = new ApprovalService(db, now, execute);
  const apiKeys = new ApiKeyService(db, now);
  const sweep = setInterval(() => {
    approvals
      .sweepStuck(STUCK_APPROVAL.afterMs)
      .then((ids) => ids.length > 0 && app.log.warn({ ids }, 'stuck approvals marked failed'))
      .catch((err) => app.log.error({ err }, 'approval sweep failed'));
  }, STUCK_APPROVAL.everyMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  registerAdminGate(app, {
    db,
    sessions,
    apiKeys,
    approvals: () => approvals,
    policies: approvalPolicies({ db, withdrawAboveFen: env.operator.withdrawApprovalFen }),
    bootstrapToken: env.adminToken,
    production: env.nodeEnv === 'production',
    now,
    replays,
    auditedInRoute: AUDITED_IN_ROUTE,
    auditedAfterResponse: AUDITED_AFTER_RESPONSE,
  });
  await app.register(operatorRoutes, {
    auth: new OperatorAuthService(db, sessions, env.dataKey, LOCKOUT, now),
    admin: new OperatorAdminService(db, now),
    approvals,
    audit: new AuditQueries(db),
    apiKeys,
    bootstrapToken: env.adminToken,
    devTokenAllowed: async () => env.nodeEnv !== 'production' || !(await operatorRepository.ownerExists(db)),
    loginLimit: { max: env.loginLimitMax, windowMs: env.loginLimitWindowMs },
  });
}

export const operatorModule = fp(operatorPlugin, { name: 'qilin-operator', dependencies: ['qilin-auth'] });
