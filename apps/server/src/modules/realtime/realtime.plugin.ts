import fastifyWebsocket from '@fastify/websocket';
import { WS_PATH } from '@qilin/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { Errors, failBody } from '../../lib/errors';
import { RedisBridge } from '../../transport/redis-bridge';
import { RedisPresence } from '../../transport/redis-presence';
import { attachConnection, type ResolveToken, startHeartbeat } from '../../transport/ws-connection';
import { WsHub } from '../../transport/ws-hub';
import { socketProcessor } from './realtime.events';
import { adminPushRoutes } from './realtime.routes';
import { type ActiveSessions, type RealtimeApi, RealtimeService } from './realtime.service';
import { endRevokedSessions, sessionBinding } from './session-binding.service';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeApi;
  }
}

export interface RealtimePluginOptions {
  /**
   * Session token → member; null for unknown/expired tokens (the socket then stays anonymous). Left
   * out, the app's `sessions` bind sockets, check them and end them on revocation.
   */
  resolveToken?: ResolveToken;
  /**
   * Which sessions are still live. With it every heartbeat tick re-checks the session of each bound
   * socket and unbinds those whose session ended (a revocation this process did not hear of).
   */
  activeSessions?: ActiveSessions;
  /** When set, pushes made with `publish` reach sockets on every process sharing this Redis. */
  redisUrl?: string;
  /** Pub/sub channel; processes that should talk to each other must use the same one. Also names their presence keys. */
  redisChannel?: string;
  /**
   * Presence across processes (with redisUrl): each process renews its member set every `refreshMs`
   * (default 5 s); a crashed process's members drop out `ttlMs` (default 3 × refreshMs) after its last
   * renewal.
   */
  presence?: { refreshMs?: number; ttlMs?: number };
  /** Operator token for POST /api/admin/realtime/push; unset = the route always answers 403. */
  adminToken?: string;
  /** The members a marketing push leaves out (player protection: those on a break). */
  marketingMuted?: () => Promise<number[]>;
  /** Called with true on a `defense` push and false on `undefense`, on every process. */
  onDefense?: (on: boolean) => void;
  logger?: FastifyBaseLogger;
  /** Heartbeat period; a socket that has not echoed by the next tick is closed. Default 30 s. */
  heartbeatMs?: number;
  /** Largest client frame accepted; bigger ones close the socket with 1009. Default 16 KiB. */
  maxPayloadBytes?: number;
}

export const DEFAULT_HEARTBEAT_MS = 30_000;
export const DEFAULT_MAX_PAYLOAD_BYTES = 16 * 1024;

const realtime: FastifyPluginAsync<RealtimePluginOptions> = async (app, opts) => {
  const log = opts.logger ?? app.log;
  const maxPayloadBytes = opts.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  // Registered here so the payload cap is ours; if the app registered it already we reuse it and
  // the per-frame check in attachConnection still enforces the cap.
  if (!app.hasDecorator('websocketServer')) {
    await app.register(fastifyWebsocket, { options: { maxPayload: maxPayloadBytes } });
  }

  const sessions = opts.resolveToken || !app.hasDecorator('sessions') ? null : app.sessions;
  const binding = sessions ? sessionBinding(sessions) : null;
  const resolveToken = opts.resolveToken ?? binding?.resolveToken ?? (async () => null);
  const activeSessions = opts.activeSessions ?? binding?.activeSessions ?? null;
  const hub = new WsHub(log);
  let service: RealtimeService | null = null;
  const bridge = opts.redisUrl
    ? await RedisBridge.connect({
        url: opts.redisUrl,
        channel: opts.redisChannel,
        log,
        onRemote: (target, message) => service?.receiveRemote(target, message),
      })
    : null;
  // Presence is shared through Redis too, so the online list counts every process's sockets.
  const presence =
    opts.redisUrl && bridge
      ? await RedisPresence.connect({
          url: opts.redisUrl,
          namespace: bridge.channel,
          log,
          localMembers: () => hub.memberIds(),
          ...opts.presence,
        }).catch(async (error: unknown) => {
          await bridge.close();
          throw error;
        })
      : null;
  service = new RealtimeService(hub, bridge, log, opts.onDefense, presence, activeSessions);
  const live = service;
  app.decorate('realtime', service as RealtimeApi);
  if (sessions) endRevokedSessions(sessions, service);
  // Modules raise domain events; this one processor turns them into socket messages.
  const unsubscribe = app.hasDecorator('events')
    ? app.events.subscribe(socketProcessor(service, opts.marketingMuted))
    : null;

  app.route({
    method: 'GET',
    url: WS_PATH,
    // A plain GET (no upgrade) would get an empty 404 from @fastify/websocket; answer the envelope.
    handler: async (_request, reply) => {
      const error = Errors.notFound();
      return reply.code(error.statusCode).send(failBody(error.errorCode, error.message));
    },
    wsHandler: (socket) => {
      attachConnection(socket, {
        hub,
        resolveToken,
        log,
        maxFrameBytes: maxPayloadBytes,
        roomGate: () => live.roomGate,
      });
    },
  });
  await app.register(adminPushRoutes, { realtime: service, adminToken: opts.adminToken });

  const heartbeatMs = opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const stopHeartbeat = startHeartbeat(hub, heartbeatMs);
  const recheck = setInterval(() => {
    live.recheckSessions().catch((err: unknown) => log.warn({ err }, 'realtime: session re-check failed'));
  }, heartbeatMs);
  recheck.unref();
  app.addHook('onClose', async () => {
    unsubscribe?.();
    stopHeartbeat();
    clearInterval(recheck);
    await presence?.close();
    await bridge?.close();
  });
};

// Same effect as fastify-plugin: no encapsulation, so `app.realtime` is visible to the whole app.
Object.assign(realtime, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'qilin-realtime',
});

export const realtimePlugin = realtime;
