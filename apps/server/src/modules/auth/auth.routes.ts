import {
  apiOkSchema,
  apiOkWithSchema,
  captchaResultSchema,
  credentialsSchema,
  loginResultSchema,
  Messages,
  noInputSchema,
  signLoginBodySchema,
  tokenResultSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceOf, tokenOf } from '../../lib/device';
import { Errors } from '../../lib/errors';
import { ok, okWith } from '../../lib/reply';
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

const loginReply = { 200: apiOkSchema(loginResultSchema) };
const nullReply = { 200: apiOkSchema(z.null()) };

export async function authRoutes(fastify: FastifyInstance, opts: AuthRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    '/api/auth/img_code',
    { schema: { querystring: imgCodeQuerySchema, response: { 200: apiOkSchema(captchaResultSchema) } } },
    async () => ok(await captchas.create()),
  );

  app.post(
    '/api/auth/register',
    { onRequest: perDevice, schema: { body: credentialsSchema, response: loginReply } },
    async (request) => ok(await auth.register(request.body, deviceOf(request))),
  );

  // The per-account limit reads the raw username, so it runs before validation, as it did in the handler.
  app.post(
    '/api/auth/login',
    {
      onRequest: perDevice,
      preValidation: perAccount,
      schema: { body: credentialsSchema, response: loginReply },
    },
    async (request) => ok(await auth.login(request.body, deviceOf(request))),
  );

  // Logout never answers 20004 (spec §8): an unknown or expired token is already logged out.
  app.post(
    '/api/auth/logout',
    { schema: { querystring: noInputSchema, response: nullReply } },
    async (request) => {
      await auth.logout(tokenOf(request));
      return ok(null);
    },
  );

  // Spec §4 Token refresh reads code and data.token; the client's REST helper reads success/result.
  app.get(
    '/api/auth/token',
    {
      schema: {
        querystring: noInputSchema,
        response: {
          200: apiOkWithSchema(tokenResultSchema, { code: z.literal(200), data: tokenResultSchema }),
        },
      },
    },
    async (request) => {
      const token = await app.sessions.refresh(tokenOf(request), deviceOf(request));
      const data = { token, expires_in: app.sessions.ttlSeconds };
      return okWith(data, { code: 200, data });
    },
  );

  // A partner's signed hand-off: sign_login logs an existing member in, sign_login_c may create one.
  for (const [url, create] of [
    ['/api/auth/sign_login', false],
    ['/api/auth/sign_login_c', true],
  ] as const) {
    app.post(
      url,
      { onRequest: perDevice, schema: { body: signLoginBodySchema, response: loginReply } },
      async (request) => ok(await opts.signLogins.login(request.body, deviceOf(request), { create })),
    );
  }

  const codeSentReply = { 200: apiOkSchema(z.null()) };
  app.post(
    '/api/auth/phone_code',
    { onRequest: perDevice, schema: { body: phoneCodeBodySchema, response: codeSentReply } },
    async (request) => {
      const body = request.body;
      if (body.type === 'forget_password') {
        await auth.sendForgetPasswordCode(body, { ip: request.ip });
      } else {
        // Binding a phone or a real name is something a logged-in member does.
        await app.authenticate(request);
        await auth.requireCaptcha(body);
        await phoneCodes.send(body.phone, body.type, { ip: request.ip, memberId: request.memberId() });
      }
      return { ...ok(null), message: Messages.codeSent };
    },
  );

  app.post(
    '/api/auth/phone_code/forget_password',
    { onRequest: perDevice, schema: { body: forgetPhoneCodeBodySchema, response: codeSentReply } },
    async (request) => {
      await auth.sendForgetPasswordCode(request.body, { ip: request.ip });
      return { ...ok(null), message: Messages.codeSent };
    },
  );

  app.post(
    '/api/auth/forget_password',
    { onRequest: perDevice, schema: { body: forgetPasswordBodySchema, response: nullReply } },
    async (request) => {
      await auth.forgetPassword(request.body);
      return ok(null);
    },
  );
}
