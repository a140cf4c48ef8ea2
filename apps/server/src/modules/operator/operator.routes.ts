import {
  approvalListQuery,
  approvalRejectBody,
  auditQuery,
  type OperatorRole,
  operatorCreateBody,
  operatorLoginBody,
  operatorRoleBody,
  operatorTotpConfirmBody,
  ROLE_PERMISSIONS,
  roleHas,
  wireId,
} from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeEqual } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import { auditActorOf, originOf } from './admin-gate';
import type { ApprovalService } from './approval.service';
import { listAudit } from './audit-query';
import { OperatorErrors } from './operator.errors';
import { presentOperator } from './operator.repository';
import type { OperatorAdminService } from './operator-admin.service';
import type { OperatorAuthService } from './operator-auth.service';

export type OperatorRoutesOptions = {
  auth: OperatorAuthService;
  admin: OperatorAdminService;
  approvals: ApprovalService;
  bootstrapToken: string;
  loginLimit: { max: number; windowMs: number };
};

const idParams = z.object({ id: wireId() });

/** No one hands out more than they hold: a manager cannot make an owner. */
function mayGrant(request: FastifyRequest, role: OperatorRole) {
  const actor = request.adminActor;
  if (actor?.kind !== 'operator') return;
  const own = actor.operator.role as OperatorRole;
  if (!ROLE_PERMISSIONS[role].every((p) => roleHas(own, p))) throw OperatorErrors.permissionDenied();
}

/** The signed-in operator behind this request (the gate let only operators reach these routes). */
function operatorOf(request: FastifyRequest) {
  const actor = request.adminActor;
  if (actor?.kind !== 'operator') throw Errors.adminOnly();
  return actor;
}

/** Operator sign-in, TOTP, accounts, the audit log and the approval queue, all under /api/admin. */
export async function operatorRoutes(app: FastifyInstance, opts: OperatorRoutesOptions) {
  const { auth, admin, approvals } = opts;
  const check = app.createRateLimit({
    max: opts.loginLimit.max,
    timeWindow: opts.loginLimit.windowMs,
    keyGenerator: (r) => `operator-login:${r.ip}`,
  });
  const perIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const r = await check(request);
    if (r.isAllowed || !r.isExceeded) return;
    reply.header('retry-after', String(r.ttlInSeconds));
    throw Errors.tooManyRequests();
  };

  app.post('/api/admin/auth/login', { onRequest: perIp }, async (request) =>
    ok(await auth.login(parseInput(operatorLoginBody, request.body), originOf(request))),
  );
  app.post('/api/admin/auth/logout', async (request) => {
    const { operator, session } = operatorOf(request);
    if (session) await auth.logout(operator, session.tokenHash, originOf(request));
    return ok(null);
  });
  app.get('/api/admin/auth/me', async (request) => {
    const { operator, session } = operatorOf(request);
    return ok({
      operator: presentOperator(operator),
      mfa: session?.mfa ?? false,
      permissions: [...ROLE_PERMISSIONS[operator.role as OperatorRole]],
    });
  });
  app.post('/api/admin/auth/totp/setup', async (request) =>
    ok(await auth.setupTotp(operatorOf(request).operator)),
  );
  app.post('/api/admin/auth/totp/confirm', async (request) => {
    const { operator, session } = operatorOf(request);
    const body = parseInput(operatorTotpConfirmBody, request.body);
    return ok(await auth.confirmTotp(operator.id, session?.tokenHash ?? '', body.otp, originOf(request)));
  });

  app.post('/api/admin/operators/bootstrap', async (request) => {
    const given = request.headers['x-admin-token'];
    if (typeof given !== 'string' || !safeEqual(given, opts.bootstrapToken)) throw Errors.adminOnly();
    const body = parseInput(operatorCreateBody.omit({ role: true }), request.body);
    const acting = { actor: auditActorOf({ kind: 'bootstrap' }), origin: originOf(request) };
    return ok(await admin.bootstrapOwner(body, acting));
  });
  app.get('/api/admin/operators', async () => ok(await admin.list()));
  app.post('/api/admin/operators', async (request) => {
    const body = parseInput(operatorCreateBody, request.body);
    mayGrant(request, body.role);
    return ok(
      await admin.create(body, { actor: auditActorOf(request.adminActor), origin: originOf(request) }),
    );
  });
  app.put('/api/admin/operators/:id/role', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { role } = parseInput(operatorRoleBody, request.body);
    mayGrant(request, role);
    return ok(
      await admin.setRole(id, role, { actor: auditActorOf(request.adminActor), origin: originOf(request) }),
    );
  });

  app.get('/api/admin/audit', async (request) =>
    ok(await listAudit(app.db, parseInput(auditQuery, request.query))),
  );

  app.get('/api/admin/approvals', async (request) => {
    const q = parseInput(approvalListQuery, request.query);
    return ok(await approvals.list(q.status, q.limit));
  });
  app.post('/api/admin/approvals/:id/approve', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await approvals.approve(id, operatorOf(request).operator, originOf(request)));
  });
  app.post('/api/admin/approvals/:id/reject', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(approvalRejectBody, request.body);
    return ok(await approvals.reject(id, operatorOf(request).operator, reason, originOf(request)));
  });
}

/** Routes above that write their audit rows in their own transaction (the gate's generic row would repeat them). */
export const AUDITED_IN_ROUTE: ReadonlySet<string> = new Set([
  'POST /api/admin/auth/login',
  'POST /api/admin/auth/logout',
  'POST /api/admin/auth/totp/confirm',
  'POST /api/admin/operators/bootstrap',
  'POST /api/admin/operators',
  'PUT /api/admin/operators/:id/role',
  'POST /api/admin/approvals/:id/approve',
  'POST /api/admin/approvals/:id/reject',
]);
