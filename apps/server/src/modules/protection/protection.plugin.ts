import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { protectionAdminRoutes } from './protection.admin-routes';
import { protectionRoutes } from './protection.routes';
import { ProtectionService } from './protection.service';
import { protectionCentreAdminRoutes } from './protection-centre.admin-routes';
import { protectionCentreRoutes } from './protection-centre.routes';
import { ProtectionCentreService } from './protection-centre.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player protection: the guards every money path calls in its transaction (bets, chases, red packets, venues, deposits). */
    protection: ProtectionService;
  }
}

/** 理性投注: member limits and breaks, their guards, the statement, the operators' view and exclusions. */
async function protection(app: FastifyInstance, opts: { now: () => Date }) {
  const service = new ProtectionService(app.db, opts.now);
  app.decorate('protection', service);
  await app.register(protectionRoutes, { protection: service });
  await app.register(protectionAdminRoutes, { protection: service });
  const centre = new ProtectionCentreService(app.db, opts.now);
  await app.register(protectionCentreRoutes, { centre });
  await app.register(protectionCentreAdminRoutes, { centre });
}

export const protectionPlugin = fp(protection, { name: 'qilin-protection' });
