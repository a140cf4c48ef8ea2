import { credentialsSchema, Messages, signLoginBodySchema } from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceOf, tokenOf } from '../../lib/device';
import { Errors } from '../../lib/errors';
import { ok, okWith } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import {
  forgetPasswordBodySchema,
  forgetPhoneCodeBodySchema,
  imgCodeQuerySchema,
  phoneCodeBodySchema,
} from './auth.schemas';
import type { AuthService } from './auth.service';
import type { CaptchaService } from './captcha.service';
import type { PhoneCodeService } from './phone-code.service';
import type { SignLoginService } from './sign-login.service';

export type AuthRoutesOptions = {
  auth: AuthService;
  captchas: CaptchaService;
  phoneCodes: PhoneCodeService;
  signLogins: SignLoginService;
  loginLimit: { max: number; windowMs: number };
};

/** The username of a login body, lower-cased; '' when the body has none (validation refuses it later). */
function accountKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const name = typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 64) : '';
  return `login-account:${name}`;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { auth, captchas, phoneCodes } = opts;
  const limit = { max: opts.loginLimit.max, timeWindow: opts.loginLimit.windowMs };
  // Per device before the body is read, then per account once it is: guessing one account's password
  // from many devices, or many accounts from one device, both hit a wall. createRateLimit (not
  // rateLimit) because the plugin runs only the first rateLimit hook of a request.
  const limiter = (keyGenerator: (r: FastifyRequest) => string) => {
    const check = app.createRateLimit({ ...limit, keyGenerator });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const r = await check(request);
      if (r.isAllowed || !r.isExceeded) return;
      reply.header('retry-after', String(r.ttlInSeconds));
      throw Errors.tooManyRequests();
    };
  };
  const perDevice = limiter((r) => `login-device:${deviceOf(r).deviceId || r.ip}`);
  const perAccount = limiter(accountKey);

  app.get('/api/auth/img_code', async (request) => {
    parseInput(imgCodeQuerySchema, request.query);
    return ok(await captchas.create());
  });

  app.post('/api/auth/register', { onRequest: perDevice }, async (request) => {
    const body = parseInput(credentialsSchema, request.body);
    return ok(await auth.register(body, deviceOf(request)));
  });

  app.post('/api/auth/login', { onRequest: perDevice, preHandler: perAccount }, async (request) => {
    const body = parseInput(credentialsSchema, request.body);
    return ok(await auth.login(body, deviceOf(request)));
  });

  // Logout never answers 20004 (spec §8): an unknown or expired token is already logged out.
  app.post('/api/auth/logout', async (request) => {
    await auth.logout(tokenOf(request));
    return ok(null);
  });

  // Spec §4 Token refresh reads code and data.token; the client's REST helper reads success/result.
  app.get('/api/auth/token', async (request) => {
    const token = await app.sessions.refresh(tokenOf(request), deviceOf(request));
    const data = { token, expires_in: app.sessions.ttlSeconds };
    return okWith(data, { code: 200, data });
  });

  // A partner's signed hand-off: sign_login logs an existing member in, sign_login_c may create one.
  for (const [url, create] of [
    ['/api/auth/sign_login', false],
    ['/api/auth/sign_login_c', true],
  ] as const) {
    app.post(url, { onRequest: perDevice }, async (request) => {
      const body = parseInput(signLoginBodySchema, request.body ?? {});
      return ok(await opts.signLogins.login(body, deviceOf(request), { create }));
    });
  }

  app.post('/api/auth/phone_code', { onRequest: perDevice }, async (request) => {
    const body = parseInput(phoneCodeBodySchema, request.body);
    if (body.type === 'forget_password') {
      await auth.sendForgetPasswordCode(body, { ip: request.ip });
    } else {
      // Binding a phone or a real name is something a logged-in member does.
      await app.authenticate(request);
      await auth.requireCaptcha(body);
      await phoneCodes.send(body.phone, body.type, { ip: request.ip, memberId: request.memberId() });
    }
    return { ...ok(null), message: Messages.codeSent };
  });

  app.post('/api/auth/phone_code/forget_password', { onRequest: perDevice }, async (request) => {
    await auth.sendForgetPasswordCode(parseInput(forgetPhoneCodeBodySchema, request.body), {
      ip: request.ip,
    });
    return { ...ok(null), message: Messages.codeSent };
  });

  app.post('/api/auth/forget_password', { onRequest: perDevice }, async (request) => {
    await auth.forgetPassword(parseInput(forgetPasswordBodySchema, request.body));
    return ok(null);
  });
}
