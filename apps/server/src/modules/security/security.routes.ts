import {
  bindNameBodySchema,
  bindPhoneBodySchema,
  bindSecpwdBodySchema,
  Messages,
  PASSWORD_ENCRYPTION,
  resetPasswordBodySchema,
  ServerMessages,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { tokenOf } from '../../lib/device';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { PasswordCipher } from './password-cipher';
import { readSealedSecret, requireSealedSecret } from './secrets';
import type { SecurityService } from './security.service';

/** `member/security/*` (secrets sealed only: secrets.ts) and the password public key; handlers stay thin. */
export async function securityRoutes(
  app: FastifyInstance,
  opts: { security: SecurityService; cipher: PasswordCipher },
) {
  const { security, cipher } = opts;
  const auth = { preHandler: app.authenticate };

  app.get('/api/auth/public_key', async () =>
    ok({
      key: cipher.publicKeyPem,
      spki: cipher.publicKeySpki,
      algorithm: PASSWORD_ENCRYPTION.algorithm,
      hash: PASSWORD_ENCRYPTION.hash,
    }),
  );

  app.post('/api/member/security/bind_phone', auth, async (request) => {
    const body = parseInput(bindPhoneBodySchema, request.body);
    const password = requireSealedSecret(cipher, body, 'password');
    await security.bindPhone(request.memberId(), { phone: body.phone, code: body.code, password });
    return ok(null, Messages.bindPhoneSuccess);
  });

  app.post('/api/member/security/bind_name', auth, async (request) => {
    const body = parseInput(bindNameBodySchema, request.body);
    const password = requireSealedSecret(cipher, body, 'password');
    await security.bindName(request.memberId(), {
      realName: body.real_name,
      phone: body.phone,
      code: body.code,
      password,
    });
    return ok(null, Messages.bindNameSuccess);
  });

  app.post('/api/member/security/bind_secpwd', auth, async (request) => {
    const body = parseInput(bindSecpwdBodySchema, request.body);
    await security.bindFundPassword(request.memberId(), {
      secpwd: requireSealedSecret(cipher, body, 'secpwd'),
      oldSecpwd: readSealedSecret(cipher, body, 'old_secpwd'),
      password: readSealedSecret(cipher, body, 'password'),
    });
    return ok(null, ServerMessages.fundPasswordSet);
  });

  app.post('/api/member/security/reset_password', auth, async (request) => {
    const body = parseInput(resetPasswordBodySchema, request.body);
    await security.resetPassword(request.memberId(), {
      oldPassword: requireSealedSecret(cipher, body, 'old_password'),
      newPassword: requireSealedSecret(cipher, body, 'new_password'),
      keepToken: tokenOf(request) ?? '',
    });
    return ok(null, ServerMessages.passwordChanged);
  });
}
