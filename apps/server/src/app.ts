import { findGameFamily } from '@qilin/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type HTTPMethods,
} from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream } from 'pino';
import type { DbHandle } from './db';
import type { Env } from './env';
import { eventsPlugin } from './events';
import { sha256Hex } from './lib/crypto';
import { Errors, failBody } from './lib/errors';
import { redactSecrets } from './lib/log-redaction';
import { isApiPath, pathOf } from './lib/paths';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import { AccountHistoryService, accountHistoryRoutes } from './modules/account-history';
import { activityRoutes, GiftLogService } from './modules/activity';
import { adminRoutes } from './modules/admin';
import {
  AuthService,
  asRevocation,
  authRoutes,
  CaptchaService,
  OutboxSmsSender,
  PhoneCodeService,
  SessionService,
  SignLoginService,
  type SmsSender,
} from './modules/auth';
import {
  CustomerService,
  customerServiceAdminRoutes,
  customerServiceRoutes,
} from './modules/customer-service';
import { epochNotice } from './modules/draw';
import { type GamePlayOptions, registerGamePlay } from './modules/game';
import { HelpService, helpAdminRoutes, helpRoutes, registerHelpJobs } from './modules/help';
import { MemberService, memberRoutes } from './modules/member';
import { NoticeService, noticeAdminRoutes, noticeRoutes } from './modules/notice';
import { operatorModule } from './modules/operator';
import { opsPlugin, startMetrics } from './modules/ops';
import { loadPaymentConfig, type PaymentConfig, paymentPlugin } from './modules/payment';
import { type RealtimePluginOptions, realtimePlugin } from './modules/realtime';
import { registerRedPackets } from './modules/red-packet';
import { PasswordCipher, SecurityService, securityRoutes } from './modules/security';
import { siteRoutes } from './modules/site';
import { TrialService, trialMayCall, trialRoutes } from './modules/trial';
import { registerVenueJobs, VenueService, venueRoutes } from './modules/venue';
import { walletRoutes } from './modules/wallet';
import {
  registerWithdrawJobs,
  WithdrawReviewService,
  WithdrawService,
  withdrawAdminRoutes,
  withdrawRoutes,
} from './modules/withdraw';
import { registerAdminConsole } from './plugins/admin-console';
import authPlugin from './plugins/auth';
import bodyParser from './plugins/body-parser';
import cors from './plugins/cors';
import dbPlugin from './plugins/db';
import encryption from './plugins/encryption';
import errorHandler from './plugins/error-handler';
import rateLimit from './plugins/rate-limit';
import requestId from './plugins/request-id';
import routeSchemas from './plugins/route-schemas';
import securityHeaders from './plugins/security-headers';
import signature from './plugins/signature';
import { registerWebClient } from './plugins/web-client';
import { RedisNotices } from './transport/redis-notices';
import { sbinRoutes } from './transport/sbin-dispatcher';
import { SbinRegistry } from './transport/sbin-registry';

/** JSON bodies above this are refused with 413 (uploads have their own multipart limits). */
export const BODY_LIMIT_BYTES = 256 * 1024;

export type AppOptions = {
  env: Env;
  /** Created and migrated by the caller (server.ts or a test). */
  db: DbHandle;
  /** Close the database when the app closes (server.ts: yes; tests sharing a DB: no). */
  closeDbWithApp?: boolean;
  now?: () => Date;
  smsSender?: SmsSender;
  /** Loaded by server.ts before the database opens; otherwise read here from env.paymentConfigFile. */
  paymentConfig?: PaymentConfig;
  /** Draw scheduler and game services; tests pass `{autoStart: false}` and drive `gamePlay.scheduler.tick()`. */
  gamePlay?: Partial<GamePlayOptions>;
  /** Test hook: receives each picture-captcha code as it is generated. */
  onCaptchaCode?: (id: string, code: string) => void;
  /** Test hook: the logger writes here instead of stdout. */
  logStream?: DestinationStream;
  /** Test hook: a Redis channel (and so presence keys) of the test's own, and faster presence refreshes. */
  realtime?: Pick<RealtimePluginOptions, 'redisChannel' | 'presence' | 'heartbeatMs'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** /sbin job registry: modules register `<name>.jobs.ts` handlers here. */
    sbin: SbinRegistry;
  }
}

/** `logStream`: where log lines go instead of stdout (tests read them back). */
export function fastifyOptions(env: Env, logStream?: DestinationStream): FastifyServerOptions {
  return {
    logger: {
      level: env.logLevel,
      // Passwords and their sealed forms never reach a log line (lib/log-redaction.ts).
      formatters: { log: redactSecrets },
      ...(logStream && { stream: logStream }),
    },
    // x-request-id: the caller's when sane, else generated; logged as reqId, echoed (plugins/request-id.ts).
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a balancer (TRUST_PROXY) request.ip is the client from X-Forwarded-For, so the rate limit,
    // SMS and trial caps and the request log key on members, not on the balancer's address.
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
    // Give in-flight requests a moment on shutdown, then drop idle keep-alive sockets.
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    // Errors raised before routing (an undecodable URL) bypass the error handler; answer them here.
    frameworkErrors: (_error, request, reply) => {
      const error = Errors.invalidPayload();
      (reply as unknown as FastifyReply)
        .code(error.statusCode)
        .header(REQUEST_ID_HEADER, request.id)
        .send(failBody(error.errorCode, error.message));
    },
  };
}

/**
 * TRUST_PROXY=<n>: the n addresses nearest the server (the peer, then X-Forwarded-For from its end) are
 * proxies. Fastify 5.12 ignores a numeric trustProxy (a direct client could forge the hops), so the
 * count is a function here; README says to use it only where the balancer is the one way in.
 */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The whole application as one plugin (fastify/demo): plugins first, then module routes. */
async function app(fastify: FastifyInstance, opts: AppOptions) {
  const { env } = opts;
  const now = opts.now ?? (() => new Date());
  fastify.decorate('env', env);
  fastify.decorate('sbin', new SbinRegistry());

  await fastify.register(requestId);
  const metrics = await startMetrics(fastify, { env, db: opts.db });
  await fastify.register(errorHandler);
  await fastify.register(routeSchemas, { checkResponses: env.checkResponses, docs: env.apiDocs });
  await fastify.register(securityHeaders, { lines: env.lines });
  await fastify.register(cors);
  await fastify.register(dbPlugin, { handle: opts.db, closeWithApp: opts.closeDbWithApp ?? true });
  await fastify.register(bodyParser);
  await fastify.register(rateLimit, { max: env.rateLimitMax, redisUrl: env.redisUrl });

  const db = opts.db.db;
  const sessions = new SessionService(db, env.sessionTtlMs, now, { cacheMs: env.sessionCacheMs });
  if (env.redisUrl) {
    // Other processes cache sessions and hold sockets too: tell them of every revocation, and hear of theirs.
    const notices = await RedisNotices.connect({
      url: env.redisUrl,
      channel: 'qilin:sessions',
      log: fastify.log,
      onNotice: (notice) => {
        const revocation = asRevocation(notice);
        if (revocation) sessions.forget(revocation);
      },
    });
    sessions.onRevoke = (revocation) => notices.publish(revocation);
    fastify.addHook('onClose', () => notices.close());
  }
  await fastify.register(authPlugin, { sessions, adminToken: env.adminToken, trialMayCall });
  await fastify.register(operatorModule, { db, env, now });
  await fastify.register(signature, { dataKey: env.dataKey, initial: env.defense });
  await fastify.register(encryption, { key: env.dataKey, enabled: env.encryptResponses });

  await fastify.register(eventsPlugin);
  await fastify.register(realtimePlugin, {
    // A socket keeps its session's hash (never the token), so a revocation can find it.
    resolveToken: async (token: string) => {
      const owner = await sessions.resolve(token);
      return owner && { memberId: owner.memberId, sessionId: sha256Hex(token) };
    },
    activeSessions: (ids) => sessions.activeTokenHashes(ids),
    redisUrl: env.redisUrl,
    adminToken: env.adminToken,
    onDefense: (on: boolean) => fastify.defense.setDefense(on),
    ...opts.realtime,
  });

  // A revoked session's sockets stop receiving the member's pushes at once, on every process.
  sessions.onRevoked((revocation) => {
    const realtime = fastify.realtime;
    if (revocation.kind === 'member')
      realtime.endMemberSessions(revocation.memberId, revocation.keepTokenHash);
    // One token: a logout ended it, a refresh only shortened it; the store tells which.
    else realtime.recheckSessions([revocation.tokenHash]).catch(() => {});
  });

  const captchas = new CaptchaService(db, {
    now,
    onCode: opts.onCaptchaCode,
    fixedCode: env.captchaFixedCode,
  });
  const phoneCodes = new PhoneCodeService(db, opts.smsSender ?? new OutboxSmsSender(fastify.log), now, {
    perPhone: env.smsDailyMax,
    perIp: env.smsDailyMaxPerIp,
  });
  const auth = new AuthService(db, sessions, captchas, phoneCodes, env);
  // Customer service: the chat link (SERVICE_LINK until operators set one) and the kefu list.
  const customerService = new CustomerService(db, now, env.serviceLink);
  await fastify.register(siteRoutes, { env, serviceLink: () => customerService.effectiveKey() });
  await fastify.register(authRoutes, {
    auth,
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
  // Notices: the hall marquee and notice center read them; publishing one pushes it to every socket.
  const notices = new NoticeService(db, now, fastify.events);
  // Member info's unreadNum: the current notices the member has not read.
  await fastify.register(memberRoutes, {
    members: new MemberService(db, (memberId) => notices.unreadCount(memberId)),
  });
  // 试玩: trial members play with play money only (modules/trial, ledger play accounts).
  await fastify.register(trialRoutes, {
    trials: new TrialService(db, sessions),
    limit: { max: env.trialLimitMax, windowMs: env.trialLimitWindowMs },
  });
  await registerGamePlay(fastify, {
    db,
    now,
    options: {
      // The timer runs in real servers; test apps drive `tick()` themselves unless they opt in.
      autoStart: env.drawScheduler && env.nodeEnv !== 'test',
      periodSec: env.drawPeriodSec,
      closeSec: env.drawCloseSec,
      ...(env.drawGames && { only: env.drawGames }),
      rebateMaxBp: env.rebateMaxBp,
      drawSecretKeyHex: env.drawSecretKeyHex,
      beacon: env.beacon,
      ...opts.gamePlay,
    },
  });
  // Red packets (type-3 games): their expiry sweep runs on the draw scheduler's tick.
  await registerRedPackets(fastify, { db, now, scheduler: fastify.gamePlay.scheduler });
  await fastify.register(walletRoutes);
  await fastify.register(paymentPlugin, {
    now,
    config: opts.paymentConfig ?? (await loadPaymentConfig(env.paymentConfigFile, env.turnoverMultiple)),
  });
  // Bindings, withdrawals, venues and account details; money changes reach the member's socket.
  const cipher = await PasswordCipher.load({ dataDir: env.dataDir, persist: env.nodeEnv !== 'test' });
  await fastify.register(securityRoutes, { security: new SecurityService(db, phoneCodes, sessions), cipher });
  const withdraws = new WithdrawService(db, now);
  const reviews = new WithdrawReviewService(db, fastify.events, now);
  await fastify.register(withdrawRoutes, { withdraws, reviews, cipher });
  await fastify.register(withdrawAdminRoutes, { reviews });
  const venues = new VenueService(db, fastify.events);
  await fastify.register(venueRoutes, { venues, cipher });
  await fastify.register(accountHistoryRoutes, { history: new AccountHistoryService(db, now) });
  await fastify.register(activityRoutes, { gifts: new GiftLogService(db) });
  await fastify.register(noticeRoutes, { notices });
  await fastify.register(noticeAdminRoutes, { notices });
  // A game's next chain epoch is announced to members as a notice (its terminal hash, before it draws).
  fastify.gamePlay.scheduler.onEpochAnnounced(async (e) => {
    if (e.epoch > 1) await notices.publish(epochNotice(e, findGameFamily(e.gameCode)?.name));
  });
  // Scene 2 of the kefu list is for members only; operators edit both under /api/admin/customer.
  await fastify.register(customerServiceRoutes, { service: customerService });
  await fastify.register(customerServiceAdminRoutes, { service: customerService });
  // Help: the FAQ (common/question) and the online quick questions (/sbin), edited by operators.
  const help = new HelpService(db, now);
  await fastify.register(helpRoutes, { help });
  await fastify.register(helpAdminRoutes, { help });
  registerHelpJobs(fastify.sbin, help);
  registerWithdrawJobs(fastify.sbin, withdraws);
  registerVenueJobs(fastify.sbin, venues, cipher);
  await fastify.register(adminRoutes);
  await fastify.register(sbinRoutes, { registry: fastify.sbin });
  // /api/ready and /metrics (modules/ops): after game play, whose bets and draws feed the metrics.
  await fastify.register(opsPlugin, { env, db: opts.db, metrics });

  await registerWebClient(fastify, { dist: env.webDist, dataKeyHex: env.dataKey.toString('hex') });
  await registerAdminConsole(fastify, { dist: env.adminDist });
  fastify.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Client routes have no file extension; a missing file (/assets/x.js, /robots.txt) is a 404, not the app.
    if (fastify.sendSpaIndex && isRead && !isApiPath(path) && !looksLikeFile(path))
      return fastify.sendSpaIndex(reply);
    const otherMethod = METHODS.some(
      (m) => m !== request.method && fastify.hasRoute({ url: path, method: m }),
    );
    const error = otherMethod ? Errors.methodNotAllowed() : Errors.notFound();
    return reply.code(error.statusCode).send(failBody(error.errorCode, error.message));
  });
}

/** A last path segment with an extension names a file, never a client route. */
function looksLikeFile(path: string): boolean {
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

export const appPlugin = fp(app, { name: 'qilin-app' });

/** A Fastify instance with the whole app registered, not yet listening. */
export async function buildServer(opts: AppOptions): Promise<FastifyInstance> {
  const server = Fastify(fastifyOptions(opts.env, opts.logStream));
  await server.register(appPlugin, opts);
  return server;
}
