import type { ServerMessage } from '@qilin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisBridge } from '../../transport/redis-bridge';
import type { RedisPresence } from '../../transport/redis-presence';
import type { RoomGate } from '../../transport/ws-connection';
import { type HubClient, type PushTarget, parseServerMessage, type WsHub } from '../../transport/ws-hub';

/** What the rest of the server calls (decorated as `app.realtime`). */
export interface RealtimeApi {
  /** This process's sockets of one member; returns how many sockets got it. */
  sendToMember(memberId: number, message: ServerMessage): number;
  /** Every socket on this process, logged in or not; returns how many got it. */
  broadcast(message: ServerMessage): number;
  /**
   * Every process: delivered here at once and, with Redis, relayed to the others.
   * Resolves to the local delivery count. Use this from feature code.
   */
  publish(target: PushTarget, message: ServerMessage): Promise<number>;
  /** Sockets connected to this process right now. */
  readonly connectionCount: number;
  /** Sockets of one member bound on this process right now. */
  memberConnectionCount(memberId: number): number;
  /**
   * Which of these members have a socket on any process: this process's at once, the others' (with
   * Redis) as of their last presence refresh. Without Redis, this process's only.
   */
  onlineMembers(memberIds: Iterable<number>): Promise<Set<number>>;
  /** How many members have a socket on any process (same sources as onlineMembers): the dashboard's figure. */
  onlineMemberCount(): Promise<number>;
  /** Client frames dropped as invalid since start (diagnostics). */
  readonly invalidFrameCount: number;
  /**
   * A member's sessions ended (every one but `keepSessionId`): this process's sockets logged in with
   * them are unbound at once, so they get no more of the member's pushes. Returns how many.
   */
  endMemberSessions(memberId: number, keepSessionId?: string): number;
  /**
   * Asks the session store whether the sessions this process's sockets logged in with are still live
   * (all of them, or only `sessionIds`) and unbinds the sockets of those that are not. Returns how many.
   */
  recheckSessions(sessionIds?: readonly string[]): Promise<number>;
  /** The chat module's say on which rooms a member's socket may join (bans); unset = every room. */
  setRoomGate(gate: RoomGate): void;
  /** Sockets in one chat room on this process (diagnostics, tests). */
  roomSocketCount(room: string): number;
}

/** Which of these session ids are live; the realtime plugin's view of the session store. */
export type ActiveSessions = (sessionIds: string[]) => Promise<Set<string>>;

export class RealtimeService implements RealtimeApi {
  roomGate: RoomGate | null = null;

  constructor(
    private readonly hub: WsHub,
    private readonly bridge: RedisBridge | null,
    private readonly log: FastifyBaseLogger,
    private readonly onDefense?: (on: boolean) => void,
    private readonly presence: RedisPresence | null = null,
    private readonly activeSessions: ActiveSessions | null = null,
  ) {}

  endMemberSessions(memberId: number, keepSessionId?: string): number {
    let ended = 0;
    for (const client of this.hub.memberClients(memberId)) {
      if (keepSessionId !== undefined && client.sessionId === keepSessionId) continue;
      this.hub.unbind(client);
      ended += 1;
    }
    return ended;
  }

  async recheckSessions(sessionIds?: readonly string[]): Promise<number> {
    if (!this.activeSessions) return 0;
    const only = sessionIds && new Set(sessionIds);
    const bound: Array<[HubClient, string]> = [];
    for (const client of this.hub.all()) {
      const id = client.sessionId;
      if (id !== null && (!only || only.has(id))) bound.push([client, id]);
    }
    if (bound.length === 0) return 0;
    const active = await this.activeSessions([...new Set(bound.map(([, id]) => id))]);
    let ended = 0;
    for (const [client, id] of bound) {
      // The socket may have logged in again (or out) while the store was asked: only its old session counts.
      if (client.sessionId !== id || active.has(id)) continue;
      this.hub.unbind(client);
      ended += 1;
    }
    return ended;
  }

  setRoomGate(gate: RoomGate): void {
    this.roomGate = gate;
  }

  roomSocketCount(room: string): number {
    return this.hub.roomSocketCount(room);
  }

  get connectionCount(): number {
    return this.hub.size;
  }

  get invalidFrameCount(): number {
    return this.hub.invalidFrames;
  }

  memberConnectionCount(memberId: number): number {
    return this.hub.memberSocketCount(memberId);
  }

  async onlineMembers(memberIds: Iterable<number>): Promise<Set<number>> {
    const remote = this.presence ? await this.presence.remoteMembers() : null;
    const online = new Set<number>();
    for (const id of memberIds) {
      if (this.hub.memberSocketCount(id) > 0 || remote?.has(id)) online.add(id);
    }
    return online;
  }

  async onlineMemberCount(): Promise<number> {
    const remote = this.presence ? await this.presence.remoteMembers() : null;
    const online = new Set<number>(remote ?? []);
    for (const id of this.hub.memberIds()) online.add(id);
    return online.size;
  }

  sendToMember(memberId: number, message: ServerMessage): number {
    return this.deliverLocal({ memberId }, message);
  }

  broadcast(message: ServerMessage): number {
    return this.deliverLocal('all', message);
  }

  async publish(target: PushTarget, message: ServerMessage): Promise<number> {
    const valid = parseServerMessage(message);
    const delivered = this.deliverLocal(target, valid);
    if (this.bridge) {
      try {
        await this.bridge.publish(target, valid);
      } catch (err) {
        // Local sockets already have it; other processes miss this one push. Logged, not thrown,
        // so a Redis outage never turns a business call into a failure.
        this.log.error({ err, type: valid.type }, 'realtime: redis publish failed');
      }
    }
    return delivered;
  }

  /** Entry point for pushes that arrive from another process through the bridge. */
  receiveRemote(target: PushTarget, message: ServerMessage): void {
    this.deliverLocal(target, message);
  }

  private deliverLocal(target: PushTarget, message: ServerMessage): number {
    const valid = parseServerMessage(message);
    // Defense toggles the signature check of this process too, so every process that sees the
    // push (locally or through Redis) switches together with its clients.
    if (valid.type === 'defense' || valid.type === 'undefense') {
      this.onDefense?.(valid.type === 'defense');
    }
    return this.hub.deliver(target, valid);
  }
}
