import { randomUUID } from 'node:crypto';
import { type ClientMessage, clientMessageSchema } from '@qilin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { HubClient, WsHub } from './ws-hub';

/**
 * Turns a session token into the member it belongs to and an id of the session (never the token
 * itself, so the hub keeps no usable secret); null for unknown, expired or revoked tokens.
 */
export type ResolveToken = (token: string) => Promise<{ memberId: number; sessionId: string } | null>;

/** Which of these chat rooms a member may join (bans); absent = every one. */
export type RoomGate = (memberId: number, rooms: string[]) => Promise<string[]>;

export interface ConnectionDeps {
  hub: WsHub;
  /** Asked at each chatJoin (read at the time, so a module registered later can set it). */
  roomGate?: () => RoomGate | null;
  resolveToken: ResolveToken;
  log: FastifyBaseLogger;
  /** Frames above this are refused with 1009 even if the ws server was set up without maxPayload. */
  maxFrameBytes: number;
}

/** RFC 6455 close code for "message too big". */
export const CLOSE_TOO_BIG = 1009;

function frameSize(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function parseClientFrame(data: RawData, isBinary: boolean): ClientMessage | null {
  if (isBinary) return null;
  let json: unknown;
  try {
    json = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString());
  } catch {
    return null;
  }
  // The client schema only admits login and heartbeat, so a client can never inject
  // server-only types such as clean or shutdown: they fail here and are dropped.
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Wires one accepted socket into the hub: identify on open, login binding, heartbeat echo.
 * Nothing a client sends can throw out of here — a bad frame is counted and dropped.
 */
export function attachConnection(socket: WebSocket, deps: ConnectionDeps): HubClient {
  const { hub, log } = deps;
  const client: HubClient = { uuid: randomUUID(), socket, memberId: null, sessionId: null, alive: true };
  // Logins resolve asynchronously; only the latest one may bind, so a slow stale lookup
  // cannot overwrite a newer login on the same socket.
  let loginSeq = 0;
  let closed = false;

  const login = async (token: string): Promise<void> => {
    loginSeq += 1;
    const seq = loginSeq;
    const resolved = await deps.resolveToken(token);
    if (closed || seq !== loginSeq) return;
    if (resolved) {
      hub.bind(client, resolved.memberId, resolved.sessionId);
      // Member pushes sent before the bind missed this socket: the client asks for that state now.
      hub.sendTo(client, { type: 'loggedIn' });
    } else hub.unbind(client);
    log.debug({ uuid: client.uuid, memberId: resolved?.memberId ?? null }, 'realtime login');
  };

  // Only the latest join applies, as with logins; a join before the login binds joins nothing.
  let joinSeq = 0;
  const join = async (rooms: string[]): Promise<void> => {
    joinSeq += 1;
    const seq = joinSeq;
    const memberId = client.memberId;
    if (memberId === null) return;
    const gate = deps.roomGate?.();
    const allowed = gate ? await gate(memberId, rooms) : rooms;
    if (closed || seq !== joinSeq || client.memberId !== memberId) return;
    hub.setRooms(client, allowed);
    hub.sendTo(client, { type: 'chatJoined', rooms: allowed });
  };

  socket.on('message', (data, isBinary) => {
    if (frameSize(data) > deps.maxFrameBytes) {
      socket.close(CLOSE_TOO_BIG, 'frame too large');
      return;
    }
    const message = parseClientFrame(data, isBinary);
    if (!message) {
      hub.invalidFrames += 1;
      log.debug({ uuid: client.uuid }, 'realtime: ignored invalid client frame');
      return;
    }
    client.alive = true;
    if (message.type === 'login') {
      login(message.token).catch((err: unknown) => {
        log.warn({ err, uuid: client.uuid }, 'realtime: token lookup failed');
      });
    } else if (message.type === 'chatJoin') {
      join([...new Set(message.rooms)]).catch((err: unknown) => {
        log.warn({ err, uuid: client.uuid }, 'realtime: chat join failed');
      });
    }
  });
  socket.on('pong', () => {
    client.alive = true;
  });
  socket.on('error', (err) => {
    log.debug({ err, uuid: client.uuid }, 'realtime socket error');
  });
  socket.on('close', () => {
    closed = true;
    hub.remove(client);
  });

  hub.add(client);
  hub.sendTo(client, { type: 'identify', uuid: client.uuid });
  return client;
}

/**
 * Each tick: a socket that has not answered since the previous tick is terminated, the rest
 * are marked pending and sent a heartbeat they must echo. Returns the stop function.
 */
export function startHeartbeat(hub: WsHub, intervalMs: number, now: () => number = Date.now): () => void {
  const timer = setInterval(() => {
    for (const client of hub.all()) {
      if (!client.alive) {
        client.socket.terminate();
        hub.remove(client);
        continue;
      }
      client.alive = false;
      hub.sendTo(client, { type: 'heartbeat', ts: now() });
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
