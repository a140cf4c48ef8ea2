import { type ServerMessage, serverMessageSchema } from '@qilin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';

/**
 * Where a realtime message goes: every open socket, every socket bound to one member, or every socket
 * that joined one chat room (its key, `<gameId>:<roomId>`), or every socket but those bound to the listed
 * members (anonymous sockets included).
 */
export type PushTarget = 'all' | { memberId: number } | { room: string } | { allExcept: readonly number[] };

function recipientsOf(
  target: PushTarget,
  clients: Set<HubClient>,
  byMember: Map<number, Set<HubClient>>,
  byRoom: Map<string, Set<HubClient>>,
): Iterable<HubClient> {
  if (target === 'all') return clients;
  if ('memberId' in target) return byMember.get(target.memberId) ?? [];
  if ('room' in target) return byRoom.get(target.room) ?? [];
  const left = new Set(target.allExcept);
  return [...clients].filter((c) => c.memberId === null || !left.has(c.memberId));
}

/** One connected socket as the hub sees it; the connection handler owns its lifecycle. */
export interface HubClient {
  readonly uuid: string;
  readonly socket: WebSocket;
  memberId: number | null;
  /** The session the socket logged in with (opaque to the hub); null while anonymous. */
  sessionId: string | null;
  /** Cleared at each heartbeat tick and set again by any valid client frame; unset at the next tick = dead. */
  alive: boolean;
  /** Chat rooms the socket joined (logged-in sockets only; cleared when it is unbound). */
  rooms?: Set<string>;
}

export class InvalidServerMessageError extends Error {
  constructor(readonly issues: string) {
    super(`invalid realtime server message: ${issues}`);
    this.name = 'InvalidServerMessageError';
  }
}

/** Validates against the contract so nothing off-spec ever reaches a client, whatever the caller typed. */
export function parseServerMessage(message: unknown): ServerMessage {
  const parsed = serverMessageSchema.safeParse(message);
  if (!parsed.success) throw new InvalidServerMessageError(parsed.error.message);
  return parsed.data;
}

/**
 * Socket registry of this process only (transport, no business rules). A member may hold
 * several sockets (tabs, devices), so the member index maps to a set.
 */
export class WsHub {
  private readonly clients = new Set<HubClient>();
  private readonly byMember = new Map<number, Set<HubClient>>();
  private readonly byRoom = new Map<string, Set<HubClient>>();
  /** Client frames that failed to parse or validate; exposed for tests and operators. */
  invalidFrames = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  add(client: HubClient): void {
    this.clients.add(client);
  }

  remove(client: HubClient): void {
    this.unbind(client);
    this.clients.delete(client);
  }

  /** The socket's chat rooms become exactly these (a logged-in socket; an anonymous one joins none). */
  setRooms(client: HubClient, rooms: Iterable<string>): void {
    this.leaveRooms(client);
    if (client.memberId === null || !this.clients.has(client)) return;
    client.rooms = new Set(rooms);
    for (const room of client.rooms) {
      let set = this.byRoom.get(room);
      if (!set) {
        set = new Set();
        this.byRoom.set(room, set);
      }
      set.add(client);
    }
  }

  private leaveRooms(client: HubClient): void {
    for (const room of client.rooms ?? []) {
      const set = this.byRoom.get(room);
      set?.delete(client);
      if (set?.size === 0) this.byRoom.delete(room);
    }
    client.rooms = undefined;
  }

  /** Sockets in one chat room on this process. */
  roomSocketCount(room: string): number {
    return this.byRoom.get(room)?.size ?? 0;
  }

  bind(client: HubClient, memberId: number, sessionId: string): void {
    client.sessionId = sessionId;
    if (client.memberId === memberId) return;
    this.leaveRooms(client);
    this.unbindMember(client);
    client.memberId = memberId;
    let set = this.byMember.get(memberId);
    if (!set) {
      set = new Set();
      this.byMember.set(memberId, set);
    }
    set.add(client);
  }

  unbind(client: HubClient): void {
    client.sessionId = null;
    this.leaveRooms(client);
    this.unbindMember(client);
  }

  private unbindMember(client: HubClient): void {
    if (client.memberId === null) return;
    const set = this.byMember.get(client.memberId);
    set?.delete(client);
    if (set?.size === 0) this.byMember.delete(client.memberId);
    client.memberId = null;
  }

  get size(): number {
    return this.clients.size;
  }

  /** This process's sockets bound to one member (a copy: the caller may unbind while iterating). */
  memberClients(memberId: number): HubClient[] {
    return [...(this.byMember.get(memberId) ?? [])];
  }

  memberSocketCount(memberId: number): number {
    return this.byMember.get(memberId)?.size ?? 0;
  }

  /** Members with at least one socket bound here. */
  memberIds(): IterableIterator<number> {
    return this.byMember.keys();
  }

  /** Returns how many local sockets the message was written to. */
  deliver(target: PushTarget, message: ServerMessage): number {
    const frame = JSON.stringify(parseServerMessage(message));
    const recipients = recipientsOf(target, this.clients, this.byMember, this.byRoom);
    let delivered = 0;
    for (const client of recipients) {
      if (this.write(client, frame)) delivered += 1;
    }
    return delivered;
  }

  /** Sends one already-valid message to a single socket (identify, heartbeat). */
  sendTo(client: HubClient, message: ServerMessage): boolean {
    return this.write(client, JSON.stringify(parseServerMessage(message)));
  }

  all(): IterableIterator<HubClient> {
    return this.clients.values();
  }

  closeAll(code: number, reason: string): void {
    for (const client of this.clients) client.socket.close(code, reason);
  }

  private write(client: HubClient, frame: string): boolean {
    if (client.socket.readyState !== WebSocket.OPEN) return false;
    client.socket.send(frame, (error) => {
      if (error) this.log.debug({ err: error, uuid: client.uuid }, 'realtime send failed');
    });
    return true;
  }
}
