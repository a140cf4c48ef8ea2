import {
  ErrorCode,
  OPERATOR_API_KEY_HEADER,
  OPERATOR_TOKEN_HEADER,
  type OperatorRole,
  type Permission,
  roleHas,
  ServerMessages,
} from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { safeEqual } from '../../lib/crypto';
import { AppError, Errors, failBody } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { type AdminAudit, RequestAdminAudit } from './admin-audit.service';
import type { ApiKeyService } from './api-key.service';
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
  | {
      kind: 'operator';
      operator: OperatorRow;
      session: OperatorSession | null;
      approvalId?: number;
      /** Called with a scoped API key (acting as its creator, limited to its permissions). */
      apiKey?: { id: number; name: string };
    }
  | { kind: 'bootstrap' };

declare module 'fastify' {
  interface FastifyRequest {
    adminActor: AdminActor | null;
    /** The audit recorder of an authorised admin request: pass it to the service, which records in its transaction. */
    adminAudit: AdminAudit;
  }
}

export type GateOptions = {
  db: Kysely<Database>;
  sessions: OperatorSessionService;
  apiKeys: ApiKeyService;
  approvals: () => ApprovalService;
  policies: Readonly<Record<string, ApprovalPolicy>>;
  bootstrapToken: string;
  production: boolean;
  now: () => Date;
  /** Nonce → the approved action it may replay (filled by the executor, taken once here). */
  replays: Map<string, { approvalId: number; approver: OperatorRow }>;
  /** Operator-module route keys whose services append their own audit rows (sign-in, approvals…). */
  auditedInRoute: ReadonlySet<string>;
  /**
   * Admin write routes not yet converted to `request.adminAudit`: the gate records them after the
   * response (no before → after, lost on a crash). Anything else that answers 2xx without recording
   * fails loudly outside production (500) and is recorded + logged as an error in production.
   */
  auditedAfterResponse: ReadonlySet<string>;
};

export function auditActorOf(actor: AdminActor | null): AuditActor {
  if (actor?.kind === 'operator' && actor.apiKey)
    return {
      kind: 'api-key',
      operatorId: actor.operator.id,
      name: `${actor.operator.username} key:${actor.apiKey.id} ${actor.apiKey.name}`,
    };
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
 * answered 202 pending); onSend/onResponse: the audit guard (a successful write recorded its row
 * through `request.adminAudit` in its transaction; refusals get a row of their own).
 */
export function registerAdminGate(app: FastifyInstance, opts: GateOptions) {
  app.decorateRequest('adminActor', null);
  app.decorateRequest('adminAudit', null as unknown as AdminAudit);

  // Root hooks run on every route, the bet hot path included: each passes a member route on at once,
  // without the promise and microtask turn of an async hook, and runs its async part on admin calls only.
  const passOn = (
    hook: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    applies: (request: FastifyRequest) => boolean,
  ) => {
    return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!applies(request)) return done();
      hook(request, reply).then(() => done(), done);
    };
  };
  const onAdminRoute = (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    return url !== undefined && isAdminRouteUrl(url);
  };

  const gate = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions.url;
    if (!url || !isAdminRouteUrl(url)) return;
    const rule: RouteRule | undefined = ROUTE_PERMISSIONS[routeKey(request.method, url)];
    if (rule === 'public') return;
    try {
      // A route missing from the central map is closed to everyone until it gets an entry.
      if (rule === undefined) throw Errors.adminOnly();
      const actor = await authenticate(request, rule, opts);
      request.adminActor = actor;
      request.adminAudit = new RequestAdminAudit(
        auditActorOf(actor),
        originOf(request),
        actor.kind === 'operator' ? actor.approvalId : undefined,
        opts.now,
      );
      request.adminAuthorised = true;
    } catch (error) {
      // Answered here, not thrown: a module's own error handler (realtime push) must not reword it.
      if (!(error instanceof AppError)) throw error;
      return reply.code(error.statusCode).send(failBody(error.errorCode, error.message));
    }
  };
  app.addHook('onRequest', passOn(gate, onAdminRoute));

  const approvalGate = async (request: FastifyRequest, reply: FastifyReply) => {
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
  };
  app.addHook(
    'preHandler',
    passOn(approvalGate, (request) => request.adminActor !== null),
  );

  // The audit guard, before the answer leaves: a successful write that recorded nothing is a bug.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (unauditedWrite(request, reply.statusCode, opts) && !opts.production) {
      const key = routeKey(request.method, request.routeOptions.url ?? '');
      request.log.error({ key }, 'admin write answered without an audit row');
      reply.code(500).header('x-audit-missing', key);
      return done(null, JSON.stringify(failBody(ErrorCode.Internal, ServerMessages.internal)));
    }
    done(null, payload);
  });

  // After the answer: refusals (4xx/5xx of an authorised write), unconverted routes, and — in
  // production — a write that skipped its audit, each get a row of their own.
  const auditAfter = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode === 202) return;
    const key = routeKey(request.method, request.routeOptions.url ?? '');
    const success = reply.statusCode < 300;
    const audited = (request.adminAudit as RequestAdminAudit | null)?.recorded ?? 0;
    if (success && (opts.auditedInRoute.has(key) || audited > 0)) return;
    if (!success && opts.auditedInRoute.has(key)) return;
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
            ...(success && !opts.auditedAfterResponse.has(key) && { unaudited: true }),
            ...(actor?.kind === 'operator' &&
              actor.approvalId !== undefined && { approval_id: actor.approvalId }),
          },
        },
        opts.now(),
      );
    } catch (err) {
      request.log.error({ err, key }, 'audit log write failed');
    }
  };
  app.addHook('onResponse', passOn(auditAfter, isAuthorisedWrite));
}

function isAuthorisedWrite(request: FastifyRequest): boolean {
  return request.adminAuthorised && request.method !== 'GET' && request.method !== 'HEAD';
}

/** A 2xx (not 202 pending) admin write that neither recorded in its transaction nor is on a list. */
function unauditedWrite(request: FastifyRequest, status: number, opts: GateOptions): boolean {
  if (!isAuthorisedWrite(request) || status >= 300 || status === 202) return false;
  const key = routeKey(request.method, request.routeOptions.url ?? '');
  if (opts.auditedInRoute.has(key) || opts.auditedAfterResponse.has(key)) return false;
  return ((request.adminAudit as RequestAdminAudit | null)?.recorded ?? 0) === 0;
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
  const apiKey = header(request, OPERATOR_API_KEY_HEADER);
  if (apiKey) {
    const key = await opts.apiKeys.resolve(apiKey);
    if (!key) throw Errors.sessionExpired();
    // A key acts on permissioned routes only: no sign-in routes, no approving (two people are people).
    if (rule === 'session' || rule === 'signed-in') throw OperatorErrors.permissionDenied();
    const operator = await operatorRepository.byId(opts.db, key.createdBy);
    if (!operator || !key.permissions.includes(rule) || !roleHas(operator.role as OperatorRole, rule))
      throw OperatorErrors.permissionDenied();
    return { kind: 'operator', operator, session: null, apiKey: { id: key.id, name: key.name } };
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
