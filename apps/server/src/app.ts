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
import { Errors, failBody } from './lib/errors';
import { redactSecrets } from './lib/log-redaction';
import { isApiPath, pathOf } from './lib/paths';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import { accountHistoryPlugin } from './modules/account-history';
import { activityPlugin } from './modules/activity';
import { adminPlugin } from './modules/admin';
import { agentPlugin } from './modules/agent';
import { authPlugin, type SmsSender } from './modules/auth';
import { chatPlugin } from './modules/chat';
import { customerServicePlugin } from './modules/customer-service';
import { helpPlugin } from './modules/help';
import { memberPlugin } from './modules/member';
import { memberDeskPlugin } from './modules/member-desk';
import { noticePlugin } from './modules/notice';
import { operatorModule } from './modules/operator';
import { opsPlugin } from './modules/ops';
import { loadPaymentConfig, type PaymentConfig, paymentPlugin } from './modules/payment';
import { promotionPlugin } from './modules/promotion';
import { protectionPlugin } from './modules/protection';
import { type RealtimePluginOptions, realtimePlugin } from './modules/realtime';
import { redPacketPlugin } from './modules/red-packet';
import { reportsPlugin } from './modules/reports';
import { securityPlugin } from './modules/security';
import { sitePlugin } from './modules/site';
import { trialMayCall, trialPlugin } from './modules/trial';
import { venuePlugin } from './modules/venue';
import { vipPlugin } from './modules/vip';
import { walletPlugin } from './modules/wallet';
import { withdrawHolderNames, withdrawPlugin } from './modules/withdraw';
import { registerAdminConsole } from './plugins/admin-console';
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
import { sbinRoutes } from './transport/sbin-dispatcher';
import { SbinRegistry } from './transport/sbin-registry';
import { drawBetChasePlugin, type GamePlayOptions } from './wiring/draw-bet-chase';

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
    // The app's plugins (RSA key load, migrations checks) on a busy 2-core host can pass Fastify's 10 s.
    pluginTimeout: 30_000,
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

/**
 * The whole application as one plugin (fastify/demo): the cross-cutting plugins, whose hooks must be in
 * place before any route, then one plugin per module. Modules find each other through decorators
 * (`events`, `sessions`, `phoneCodes`, `notices`, `customerService`, `passwordCipher`, `drawScheduler`, `draws`,
 * `gamePlay`, `realtime`), so a module comes after those it reads while registering.
 */
async function app(fastify: FastifyInstance, opts: AppOptions) {
  const { env } = opts;
  const now = opts.now ?? (() => new Date());
  fastify.decorate('env', env);
  fastify.decorate('sbin', new SbinRegistry());

  await fastify.register(requestId);
  await fastify.register(errorHandler);
  await fastify.register(routeSchemas, { checkResponses: env.checkResponses, docs: env.apiDocs });
  await fastify.register(securityHeaders, { lines: env.lines });
  await fastify.register(cors);
  await fastify.register(dbPlugin, { handle: opts.db, closeWithApp: opts.closeDbWithApp ?? true });
  await fastify.register(bodyParser);
  await fastify.register(rateLimit, { max: env.rateLimitMax, redisUrl: env.redisUrl });
  await fastify.register(signature, { dataKey: env.dataKey, initial: env.defense });
  await fastify.register(encryption, { key: env.dataKey, enabled: env.encryptResponses });
  // Readiness and metrics; its response hook times every route registered after it.
  await fastify.register(opsPlugin, { db: opts.db });

  await fastify.register(authPlugin, {
    now,
    smsSender: opts.smsSender,
    onCaptchaCode: opts.onCaptchaCode,
    trialMayCall,
    // Player protection registers later; the declaration is recorded through it at registration time.
    onAdultDeclared: (trx, memberId) => fastify.protection.declareAdult(trx, memberId),
    // The agent module registers later; a new member is attributed to their inviter through it.
    onRegistered: (trx, memberId, inviteCode) => fastify.agents.attribute(trx, memberId, inviteCode),
    onLogin: (trx, memberId) => fastify.protection.sessionStarted(trx, memberId),
  });
  // Operator accounts and the gate every /api/admin call passes first.
  await fastify.register(operatorModule, { db: opts.db.db, env, now });
  await fastify.register(eventsPlugin);
  await fastify.register(realtimePlugin, {
    redisUrl: env.redisUrl,
    adminToken: env.adminToken,
    onDefense: (on: boolean) => fastify.defense.setDefense(on),
    // Player protection registers later; a marketing push asks it who is on a break at push time.
    marketingMuted: () => fastify.protection.marketingMutedMembers(),
    ...opts.realtime,
  });
  await fastify.register(customerServicePlugin, { now });
  await fastify.register(sitePlugin);
  // Player protection before every money path: they call its guards (app.protection).
  await fastify.register(protectionPlugin, { now });
  // Gifts after protection (their claims call its guards), before every gift path.
  await fastify.register(promotionPlugin);
  await fastify.register(drawBetChasePlugin, {
    now,
    // The timer runs in real servers; test apps drive `tick()` themselves unless they opt in.
    autoStart: env.drawScheduler && env.nodeEnv !== 'test',
    periodSec: env.drawPeriodSec,
    closeSec: env.drawCloseSec,
    ...(env.drawGames && { only: env.drawGames }),
    rebateMaxBp: env.rebateMaxBp,
    drawSecretKeyHex: env.drawSecretKeyHex,
    beacon: env.beacon,
    ...opts.gamePlay,
  });
  await fastify.register(noticePlugin, { now });
  await fastify.register(memberPlugin);
  await fastify.register(trialPlugin);
  await fastify.register(redPacketPlugin, { now });
  await fastify.register(chatPlugin, { now });
  await fastify.register(walletPlugin);
  await fastify.register(paymentPlugin, {
    now,
    config: opts.paymentConfig ?? (await loadPaymentConfig(env.paymentConfigFile, env.turnoverMultiple)),
  });
  await fastify.register(securityPlugin, { holderNames: withdrawHolderNames });
  await fastify.register(withdrawPlugin, { now });
  await fastify.register(venuePlugin);
  await fastify.register(reportsPlugin, { now });
  await fastify.register(agentPlugin, { now, autoStart: env.nodeEnv !== 'test' });
  await fastify.register(accountHistoryPlugin, { now });
  await fastify.register(activityPlugin, { now });
  await fastify.register(vipPlugin, { now, rebateMaxBp: env.rebateMaxBp ?? 0 });
  await fastify.register(helpPlugin, { now });
  await fastify.register(adminPlugin);
  await fastify.register(memberDeskPlugin, { now });
  await fastify.register(sbinRoutes, { registry: fastify.sbin, checkReplies: env.checkResponses });

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
