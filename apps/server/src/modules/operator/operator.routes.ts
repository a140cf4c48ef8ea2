import {
  adminListQuery,
  apiKeyCreateBody,
  apiKeyCreatedViewSchema,
  apiKeyViewSchema,
  apiOkSchema,
  approvalListQuery,
  approvalPendingViewSchema,
  approvalRejectBody,
  approvalViewSchema,
  auditEntryViewSchema,
  auditQuery,
  mayGrantRole,
  noInputSchema,
  type OperatorRole,
  operatorCreateBody,
  operatorLoginBody,
  operatorMeViewSchema,
  operatorRoleBody,
  operatorSessionViewSchema,
  operatorSignInOptionsSchema,
  operatorTotpConfirmBody,
  operatorViewSchema,
  ROLE_PERMISSIONS,
  totpConfirmViewSchema,
  totpSetupViewSchema,
  wireId,
} from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeEqual } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { auditActorOf, originOf } from './admin.gate';
import type { ApiKeyService } from './api-key.service';
import type { ApprovalService } from './approval.service';
import type { AuditQueries } from './audit-log.queries';
import { OperatorErrors } from './operator.errors';
import { presentOperator } from './operator.repository';
import type { OperatorAdminService } from './operator-admin.service';
import type { OperatorAuthService } from './operator-auth.service';

export type OperatorRoutesOptions = {
  auth: OperatorAuthService;
  admin: OperatorAdminService;
  approvals: ApprovalService;
  audit: AuditQueries;
  apiKeys: ApiKeyService;
  bootstrapToken: string;
  /** Whether the shared token may still sign in (outside production, or before the first owner). */
  devTokenAllowed: () => Promise<boolean>;
  loginLimit: { max: number; windowMs: number };
};

const idParams = z.object({ id: wireId() });

/** A signed-in operator grants only roles within their own (a manager cannot make an owner). */
function mayGrant(request: FastifyRequest, role: OperatorRole) {
  const actor = request.adminActor;
  if (actor?.kind !== 'operator') return;
  if (!mayGrantRole(actor.operator.role as OperatorRole, role)) throw OperatorErrors.permissionDenied();
}

/** The signed-in operator behind this request (the gate let only operators reach these routes). */
function operatorOf(request: FastifyRequest) {
  const actor = request.adminActor;
  if (actor?.kind !== 'operator') throw Errors.adminOnly();
  return actor;
}

/** An operator in person (a session): API keys neither make nor revoke keys. */
function personOf(request: FastifyRequest) {
  const actor = operatorOf(request);
  if (actor.apiKey) throw OperatorErrors.permissionDenied();
  return actor.operator;
}

/** Operator sign-in, TOTP, accounts, the audit log and the approval queue, all under /api/admin. */
export async function operatorRoutes(fastify: FastifyInstance, opts: OperatorRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  const none = { querystring: noInputSchema };
  const operatorReply = { 200: apiOkSchema(operatorViewSchema) };
  const approvalReply = { 200: apiOkSchema(approvalViewSchema) };

  app.post(
    '/api/admin/auth/login',
    {
      onRequest: perIp,
      schema: { body: operatorLoginBody, response: { 200: apiOkSchema(operatorSessionViewSchema) } },
    },
    async (request) => ok(await auth.login(request.body, originOf(request))),
  );
  app.get(
    '/api/admin/auth/options',
    { schema: { ...none, response: { 200: apiOkSchema(operatorSignInOptionsSchema) } } },
    async () => ok({ dev_token: await opts.devTokenAllowed() }),
  );
  app.post(
    '/api/admin/auth/logout',
    { schema: { ...none, response: { 200: apiOkSchema(z.null()) } } },
    async (request) => {
      const { operator, session } = operatorOf(request);
      if (session) await auth.logout(operator, session.tokenHash, originOf(request));
      return ok(null);
    },
  );
  app.get(
    '/api/admin/auth/me',
    { schema: { ...none, response: { 200: apiOkSchema(operatorMeViewSchema) } } },
    async (request) => {
      const { operator, session } = operatorOf(request);
      return ok({
        operator: presentOperator(operator),
        mfa: session?.mfa ?? false,
        permissions: [...ROLE_PERMISSIONS[operator.role as OperatorRole]],
      });
    },
  );
  app.post(
    '/api/admin/auth/totp/setup',
    { schema: { ...none, response: { 200: apiOkSchema(totpSetupViewSchema) } } },
    async (request) => ok(await auth.setupTotp(operatorOf(request).operator, request.adminAudit)),
  );
  app.post(
    '/api/admin/auth/totp/confirm',
    { schema: { body: operatorTotpConfirmBody, response: { 200: apiOkSchema(totpConfirmViewSchema) } } },
    async (request) => {
      const { operator, session } = operatorOf(request);
      return ok(
        await auth.confirmTotp(operator.id, session?.tokenHash ?? '', request.body.otp, originOf(request)),
      );
    },
  );

  app.post(
    '/api/admin/operators/bootstrap',
    {
      // The shared token is checked before the body is read: without it the caller learns nothing.
      preValidation: async (request) => {
        const given = request.headers['x-admin-token'];
        if (typeof given !== 'string' || !safeEqual(given, opts.bootstrapToken)) throw Errors.adminOnly();
      },
      schema: { body: operatorCreateBody.omit({ role: true }), response: operatorReply },
    },
    async (request) => {
      const acting = { actor: auditActorOf({ kind: 'bootstrap' }), origin: originOf(request) };
      return ok(await admin.bootstrapOwner(request.body, acting));
    },
  );
  app.get(
    '/api/admin/operators',
    {
      schema: { querystring: adminListQuery, response: { 200: apiOkSchema(z.array(operatorViewSchema)) } },
    },
    async (request) => ok(await admin.list(request.query)),
  );
  app.post(
    '/api/admin/operators',
    { schema: { body: operatorCreateBody, response: operatorReply } },
    async (request) => {
      mayGrant(request, request.body.role);
      return ok(
        await admin.create(request.body, {
          actor: auditActorOf(request.adminActor),
          origin: originOf(request),
        }),
      );
    },
  );
  // Needs a second operator (approval.rules.ts): the first call is answered 202 pending.
  app.put(
    '/api/admin/operators/:id/role',
    {
      schema: {
        params: idParams,
        body: operatorRoleBody,
        response: { ...operatorReply, 202: apiOkSchema(approvalPendingViewSchema) },
      },
    },
    async (request) => {
      const { role } = request.body;
      mayGrant(request, role);
      return ok(
        await admin.setRole(request.params.id, role, {
          actor: auditActorOf(request.adminActor),
          origin: originOf(request),
        }),
      );
    },
  );

  app.get(
    '/api/admin/audit',
    { schema: { querystring: auditQuery, response: { 200: apiOkSchema(z.array(auditEntryViewSchema)) } } },
    async (request) => ok(await opts.audit.list(request.query)),
  );

  app.get(
    '/api/admin/api-keys',
    { schema: { querystring: adminListQuery, response: { 200: apiOkSchema(z.array(apiKeyViewSchema)) } } },
    async (request) => ok(await opts.apiKeys.list(request.query)),
  );
  app.post(
    '/api/admin/api-keys',
    { schema: { body: apiKeyCreateBody, response: { 200: apiOkSchema(apiKeyCreatedViewSchema) } } },
    async (request) => ok(await opts.apiKeys.create(request.body, personOf(request), request.adminAudit)),
  );
  app.post(
    '/api/admin/api-keys/:id/revoke',
    { schema: { params: idParams, response: { 200: apiOkSchema(apiKeyViewSchema) } } },
    async (request) =>
      ok(await opts.apiKeys.revoke(request.params.id, personOf(request), request.adminAudit)),
  );

  app.get(
    '/api/admin/approvals',
    {
      schema: {
        querystring: approvalListQuery,
        response: { 200: apiOkSchema(z.array(approvalViewSchema)) },
      },
    },
    async (request) =>
      ok(await approvals.list(request.query.status, request.query.limit, request.query.before_id)),
  );
  app.post(
    '/api/admin/approvals/:id/approve',
    { schema: { params: idParams, response: approvalReply } },
    async (request) =>
      ok(await approvals.approve(request.params.id, operatorOf(request).operator, originOf(request))),
  );
  app.post(
    '/api/admin/approvals/:id/reject',
    { schema: { params: idParams, body: approvalRejectBody, response: approvalReply } },
    async (request) =>
      ok(
        await approvals.reject(
          request.params.id,
          operatorOf(request).operator,
          request.body.reason,
          originOf(request),
        ),
      ),
  );
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
