import {
  apiOkSchema,
  bindNameBodySchema,
  bindPhoneBodySchema,
  bindSecpwdBodySchema,
  Messages,
  noInputSchema,
  PASSWORD_ENCRYPTION,
  passwordPublicKeyResultSchema,
  resetPasswordBodySchema,
  ServerMessages,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenOf } from '../../lib/device';
import { ok } from '../../lib/reply';
import type { PasswordCipher } from './password-cipher.service';
import { readSealedSecret, requireSealedSecret } from './sealed-secrets.rules';
import type { SecurityService } from './security.service';

/** `member/security/*` (secrets sealed only: sealed-secrets.rules.ts) and the password public key; handlers stay thin. */
export async function securityRoutes(
  fastify: FastifyInstance,
  opts: { security: SecurityService; cipher: PasswordCipher },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { security, cipher } = opts;
  const auth = { preValidation: app.authenticate };
  const done = { 200: apiOkSchema(z.null()) };

  app.get(
    '/api/auth/public_key',
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(passwordPublicKeyResultSchema) } } },
    async () =>
      ok({
        key: cipher.publicKeyPem,
        spki: cipher.publicKeySpki,
        algorithm: PASSWORD_ENCRYPTION.algorithm,
        hash: PASSWORD_ENCRYPTION.hash,
      }),
  );

  app.post(
    '/api/member/security/bind_phone',
    { ...auth, schema: { body: bindPhoneBodySchema, response: done } },
    async (request) => {
      const body = request.body;
      const password = requireSealedSecret(cipher, body, 'password');
      await security.bindPhone(request.memberId(), { phone: body.phone, code: body.code, password });
      return ok(null, Messages.bindPhoneSuccess);
    },
  );

  app.post(
    '/api/member/security/bind_name',
    { ...auth, schema: { body: bindNameBodySchema, response: done } },
    async (request) => {
      const body = request.body;
      const password = requireSealedSecret(cipher, body, 'password');
      await security.bindName(request.memberId(), {
        realName: body.real_name,
        idNumber: body.id_number,
        phone: body.phone,
        code: body.code,
        password,
      });
      return ok(null, Messages.bindNameSuccess);
    },
  );

  app.post(
    '/api/member/security/bind_secpwd',
    { ...auth, schema: { body: bindSecpwdBodySchema, response: done } },
    async (request) => {
      const body = request.body;
      await security.bindFundPassword(request.memberId(), {
        secpwd: requireSealedSecret(cipher, body, 'secpwd'),
        oldSecpwd: readSealedSecret(cipher, body, 'old_secpwd'),
        password: readSealedSecret(cipher, body, 'password'),
      });
      return ok(null, ServerMessages.fundPasswordSet);
    },
  );

  app.post(
    '/api/member/security/reset_password',
    { ...auth, schema: { body: resetPasswordBodySchema, response: done } },
    async (request) => {
      const body = request.body;
      await security.resetPassword(request.memberId(), {
        oldPassword: requireSealedSecret(cipher, body, 'old_password'),
        newPassword: requireSealedSecret(cipher, body, 'new_password'),
        keepToken: tokenOf(request) ?? '',
      });
      return ok(null, ServerMessages.passwordChanged);
    },
  );
}
