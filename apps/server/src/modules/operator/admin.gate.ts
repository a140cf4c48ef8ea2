import { OPERATOR_TOKEN_HEADER, type OperatorRole, type Permission, roleHas } from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { safeEqual } from '../../lib/crypto';
import { AppError, Errors, failBody } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ApprovalPolicy } from './approval.rules';
import type { ApprovalService } from './approval.service';
import { type AuditActor, appendAuditAlone, redactForAudit } from './audit-log.repository';
import { OperatorErrors } from './operator.errors';
import { type OperatorRow, operatorRepository } from './operator.repository';
import type { RequestOrigin } from './operator-auth.service';
import type { OperatorSession, OperatorSessionService } from './operator-session.service';
import { isAdminRouteUrl, ROUTE_PERMISSIONS, type RouteRule, routeKey } from './route-permissions.config';

/** Header the approval executor sets on the replay of an approved request (a one-time nonce). */
export const APPROVAL_REPLAY_HEADER = 'x-operator-approval';
const BOOTSTRAP_HEADER = 'x-admin-token';

/** Who is calling an admin route, once the gate let them through. */
export type AdminActor =
  | { kind: 'operator'; operator: OperatorRow; session: OperatorSession | null; approvalId?: number }
  | { kind: 'bootstrap' };

declare module 'fastify' {
  interface FastifyRequest {
    adminActor: AdminActor | null;
  }
}

export type GateOptions = {
  db: Kysely<Database>;
  sessions: OperatorSessionService;
  approvals: () => ApprovalService;
  policies: Readonly<Record<string, ApprovalPolicy>>;
  bootstrapToken: string;
  production: boolean;
  now: () => Date;
  /** Nonce → the approved action it may replay (filled by the executor, taken once here). */
  replays: Map<string, { approvalId: number; approver: OperatorRow }>;
  /** Route keys whose handlers write their own audit rows in their transaction. */
  auditedInRoute: ReadonlySet<string>;
};

export function auditActorOf(actor: AdminActor | null): AuditActor {
  if (actor?.kind === 'operator')
    return { kind: 'operator', operatorId: actor.operator.id, name: actor.operator.username };
  return { kind: 'bootstrap', operatorId: null, name: 'ADMIN_TOKEN' };
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, requestId: String(request.id) };
}

/**
 * The one guard of /api/admin/*: root hooks, so they run before every admin route's own hooks.
 * onRequest: who is calling (operator session, the bootstrap token, or an approved replay) and may
 * they (ROUTE_PERMISSIONS); preHandler: does this call need a second operator (then it is stored and
 * answered 202 pending); onResponse: every admin write is in the audit log.
 */
export function registerAdminGate(app: FastifyInstance, opts: GateOptions) {
  app.decorateRequest('adminActor', null);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url || !isAdminRouteUrl(url)) return;
    const rule: RouteRule | undefined = ROUTE_PERMISSIONS[routeKey(request.method, url)];
    if (rule === 'public') return;
    try {
      // A route missing from the central map is closed to everyone until it gets an entry.
      if (rule === undefined) throw Errors.adminOnly();
      request.adminActor = await authenticate(request, rule, opts);
      request.adminAuthorised = true;
    } catch (error) {
      // Answered here, not thrown: a module's own error handler (realtime push) must not reword it.
      if (!(error instanceof AppError)) throw error;
      return reply.code(error.statusCode).send(failBody(error.errorCode, error.message));
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const actor = request.adminActor;
    if (actor?.kind !== 'operator' || actor.approvalId !== undefined) return;
    const url = request.routeOptions.url ?? '';
    const key = routeKey(request.method, url);
    const policy = opts.policies[key];
    const need = policy && (await policy(request));
    if (!need) return;
    const { summary, before } = typeof need === 'string' ? { summary: need, before: undefined } : need;
    const id = await opts.approvals().propose(
      {
        route: key,
        permission: ROUTE_PERMISSIONS[key] as Permission,
        method: request.method,
        url: request.url,
        body: request.body,
        summary,
        before,
      },
      actor.operator,
      originOf(request),
    );
    return reply.code(202).send(ok({ pending: true as const, approval_id: id }));
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.adminAuthorised || request.method === 'GET' || request.method === 'HEAD') return;
    const key = routeKey(request.method, request.routeOptions.url ?? '');
    if (opts.auditedInRoute.has(key) || reply.statusCode === 202) return;
    const actor = request.adminActor;
    try {
      await appendAuditAlone(
        opts.db,
        {
          actor: auditActorOf(actor),
          action: key,
          target: JSON.stringify(request.params ?? {}),
          ...originOf(request),
          after: {
            status: reply.statusCode,
            body: redactForAudit(request.body ?? null),
            ...(actor?.kind === 'operator' &&
              actor.approvalId !== undefined && { approval_id: actor.approvalId }),
          },
        },
        opts.now(),
      );
    } catch (err) {
      request.log.error({ err, key }, 'audit log write failed');
    }
  });
}

async function authenticate(
  request: FastifyRequest,
  rule: Exclude<RouteRule, 'public'>,
  opts: GateOptions,
): Promise<AdminActor> {
  const nonce = header(request, APPROVAL_REPLAY_HEADER);
  if (nonce) {
    const replay = opts.replays.get(nonce);
    if (!replay) throw Errors.adminOnly();
    opts.replays.delete(nonce);
    return { kind: 'operator', operator: replay.approver, session: null, approvalId: replay.approvalId };
  }
  const token = header(request, OPERATOR_TOKEN_HEADER);
  if (token) {
    const session = await opts.sessions.resolve(token);
    if (!session) throw Errors.sessionExpired();
    const operator = await operatorRepository.byId(opts.db, session.operatorId);
    if (!operator) throw Errors.sessionExpired();
    if (rule !== 'session') {
      if (!session.mfa) throw OperatorErrors.mfaRequired();
      if (rule !== 'signed-in' && !roleHas(operator.role as OperatorRole, rule))
        throw OperatorErrors.permissionDenied();
    }
    return { kind: 'operator', operator, session };
  }
  const shared = header(request, BOOTSTRAP_HEADER);
  if (!shared || !safeEqual(shared, opts.bootstrapToken) || rule === 'session' || rule === 'signed-in')
    throw Errors.adminOnly();
  // Outside production the shared token keeps working (tests, the operator CLI); in production it
  // only bootstraps: once an owner exists, operators sign in.
  if (opts.production && (await operatorRepository.ownerExists(opts.db)))
    throw OperatorErrors.bootstrapClosed();
  return { kind: 'bootstrap' };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
