import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PasswordCipher } from './password-cipher.service';
import { securityRoutes } from './security.routes';
import { type HolderNames, SecurityService } from './security.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens the sealed password fields that withdrawals and venue transfers carry too. */
    passwordCipher: PasswordCipher;
  }
}

/** Bindings (phone, real name, fund password), password change and the password-sealing key. */
async function security(app: FastifyInstance, opts: { holderNames: HolderNames }) {
  const { env } = app;
  const cipher = await PasswordCipher.load({ dataDir: env.dataDir, persist: env.nodeEnv !== 'test' });
  app.decorate('passwordCipher', cipher);
  const service = new SecurityService(app.db, app.phoneCodes, app.sessions, opts.holderNames, app.protection);
  await app.register(securityRoutes, { security: service, cipher });
}

export const securityPlugin = fp(security, {
  name: 'qilin-security',
  decorators: { fastify: ['phoneCodes'] },
});
