import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { safeEqual } from '../../lib/crypto';
import { tokenOf } from '../../lib/device';
import { Errors } from '../../lib/errors';
import type { SessionOwner, SessionService } from './session.service';

/** Header carrying the operator token on /api/admin/* calls. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

type Hook = (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler: resolves the `token` header to a member or answers 20004 (frozen: 20045; a trial: TrialRefused off its scope). */
    authenticate: Hook;
    /** onRequest: operator calls only (ADMIN_TOKEN in `x-admin-token`); member tokens never pass. */
    requireAdmin: Hook;
  }
  interface FastifyRequest {
    member: SessionOwner | null;
    /** Set by the operator module's gate once it let an /api/admin call through. */
    adminAuthorised: boolean;
    /** The authenticated member id; only valid behind `app.authenticate`. */
    memberId(): number;
  }
}

type AuthOptions = {
  sessions: SessionService;
  adminToken: string;
  /** Whether a 试玩 trial session may make this request (modules/trial `trialMayCall`). */
  trialMayCall: (request: FastifyRequest) => boolean;
};

async function auth(app: FastifyInstance, opts: AuthOptions) {
  app.decorate('sessions', opts.sessions);
  app.decorateRequest('member', null);
  app.decorateRequest('adminAuthorised', false);
  app.decorateRequest('memberId', function memberId(this: FastifyRequest) {
    if (!this.member) throw Errors.sessionExpired();
    return this.member.memberId;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const owner = await opts.sessions.resolve(tokenOf(request));
    if (!owner) throw Errors.sessionExpired();
    // A frozen member keeps the session but may call nothing (spec §6: 20045 sends the client to /403).
    if (owner.frozen) throw Errors.forbidden();
    // Trial sessions reach only play (an allow-list): never real money, people or bindings.
    if (owner.trial && !opts.trialMayCall(request)) throw Errors.trialRefused();
    request.member = owner;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    // The operator gate (modules/operator) runs first on every admin route and has already decided.
    if (request.adminAuthorised) return;
    const given = request.headers[ADMIN_TOKEN_HEADER];
    if (typeof given !== 'string' || !safeEqual(given, opts.adminToken)) throw Errors.adminOnly();
  });
}

export default fp(auth, { name: 'qilin-auth' });
