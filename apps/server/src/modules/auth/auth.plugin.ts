import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RedisNotices } from '../../transport/redis-notices';
import authGuard from './auth.guard';
import { authRoutes } from './auth.routes';
import { type AdultDeclared, AuthService, type MemberRegistered } from './auth.service';
import { CaptchaService } from './captcha.service';
import { PhoneCodeService } from './phone-code.service';
import { asRevocation } from './session.cache';
import { type LoginListener, SessionService } from './session.service';
import { SignLoginService } from './sign-login.service';
import { OutboxSmsSender, type SmsSender } from './sms.adapter';

export type AuthPluginOptions = {
  now: () => Date;
  smsSender?: SmsSender | undefined;
  /** Test hook: receives each picture-captcha code as it is generated. */
  onCaptchaCode?: ((id: string, code: string) => void) | undefined;
  /** Whether a 试玩 trial session may make this request (the trial module's allow-list). */
  trialMayCall: (request: FastifyRequest) => boolean;
  /** Told, in the registration's transaction, of a member who declared being 18 or older (player protection). */
  onAdultDeclared?: AdultDeclared | undefined;
  /** Told, in the registration's transaction, of every new member and their invite code (invite attribution). */
  onRegistered?: MemberRegistered | undefined;
  /** Told, in the login's transaction, of every login and registration (player protection's session length). */
  onLogin?: LoginListener | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS codes: bindings and password resets outside this module check them too. */
    phoneCodes: PhoneCodeService;
  }
}

/**
 * Sessions (with the member guard `app.authenticate` and `app.sessions`), captchas, SMS codes, login,
 * registration and sign-login. Decorations are app-wide: every module authenticates through them.
 */
async function auth(app: FastifyInstance, opts: AuthPluginOptions) {
  const { env, db } = app;
  const { now } = opts;
  const sessions = new SessionService(db, env.sessionTtlMs, now, { cacheMs: env.sessionCacheMs });
  sessions.onLogin = opts.onLogin;
  if (env.redisUrl) {
    // Other processes cache sessions and hold sockets too: tell them of every revocation, and hear of theirs.
    const notices = await RedisNotices.connect({
      url: env.redisUrl,
      channel: 'qilin:sessions',
      log: app.log,
      onNotice: (notice) => {
        const revocation = asRevocation(notice);
        if (revocation) sessions.forget(revocation);
      },
    });
    sessions.onRevoke = (revocation) => notices.publish(revocation);
    app.addHook('onClose', () => notices.close());
  }
  await app.register(authGuard, { sessions, adminToken: env.adminToken, trialMayCall: opts.trialMayCall });

  const captchas = new CaptchaService(db, {
    now,
    onCode: opts.onCaptchaCode,
    fixedCode: env.captchaFixedCode,
  });
  const phoneCodes = new PhoneCodeService(db, opts.smsSender ?? new OutboxSmsSender(app.log), now, {
    perPhone: env.smsDailyMax,
    perIp: env.smsDailyMaxPerIp,
  });
  app.decorate('phoneCodes', phoneCodes);
  await app.register(authRoutes, {
    auth: new AuthService(db, sessions, captchas, phoneCodes, env, opts.onAdultDeclared, opts.onRegistered),
    captchas,
    phoneCodes,
    signLogins: new SignLoginService(
      db,
      sessions,
      { secret: env.signLoginSecret, registrable: env.registrable },
      now,
    ),
    loginLimit: { max: env.loginLimitMax, windowMs: env.loginLimitWindowMs },
  });
}

export const authPlugin = fp(auth, { name: 'qilin-auth-module' });
