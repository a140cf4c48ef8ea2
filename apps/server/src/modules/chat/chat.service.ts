import {
  type BetOrderDetailResult,
  type ChatMessage,
  ChatMessages,
  type ChatRoom,
  type ChatRoomConfig,
  type ChatRoomTier,
  type ChatSendBody,
  type ChatSharedBet,
} from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import type { Database, Db } from '../../db';
import type { DomainEvents } from '../../events';
import { Errors } from '../../lib/errors';
import type { AdminAudit } from '../operator';
import { ChatErrors } from './chat.errors';
import { presentMessage } from './chat.presenter';
import { chatRepository as repo } from './chat.repository';
import { blockedWord, CHAT_RATE, DEFAULT_ROOMS, memberDisplayName } from './chat.rules';
import type { ChatMessageRow, ChatSanctionRow } from './chat.tables';

type Limits = ChatRoom['limits'];

/** What the chat service needs from other modules, handed in by its plugin. */
export type ChatDeps = {
  /** The room's stake limits at its own configuration (game module room configs). */
  roomLimits: (gameCode: string, roomId: string) => Promise<Limits>;
  /** Members online per room of a game, across processes (game module presence). */
  onlineByRoom: (gameCode: string) => Promise<Map<string, number>>;
  /** One of the member's own orders with its stored receipt; throws when it is not theirs. */
  betDetail: (memberId: number, orderId: number) => Promise<BetOrderDetailResult>;
};

export type RoomEntry = { id: string; name: string; tier: ChatRoomTier; sort: number };

/** How long the word list and the room lists are kept before they are read again. */
const WORDS_TTL_MS = 2_000;

/**
 * Chat rooms: the rooms of a game, messages (members', the house's robots', the staff's), read marks,
 * moderation. Every post commits under its room's advisory lock and raises `chatPosted`, which the
 * realtime processor sends to the sockets that joined the room on every process.
 */
export class ChatService {
  #words: { list: string[]; at: number } | null = null;
  /** Each game's rooms, re-read at most every 2 s (every send checks its room). */
  readonly #rooms = new Map<string, { list: RoomEntry[]; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly events: DomainEvents,
    private readonly deps: ChatDeps,
  ) {}

  /** The catalogue code of a game id, or ChatRoomNotFound. */
  gameCode(gameId: string | number): string {
    const family = findGameFamily(String(gameId));
    if (!family) throw ChatErrors.roomNotFound();
    return family.code;
  }

  /** The enabled rooms of a game: the operator's, or the three defaults when none is configured. */
  async roomEntries(gameCode: string): Promise<RoomEntry[]> {
    const at = Date.now();
    const cached = this.#rooms.get(gameCode);
    if (cached && at - cached.at < WORDS_TTL_MS) return cached.list;
    const rows = await repo.rooms(this.db, gameCode);
    const list =
      rows.length === 0
        ? [...DEFAULT_ROOMS]
        : rows
            .filter((r) => r.enabled)
            .map((r) => ({ id: r.room_id, name: r.name, tier: r.tier as ChatRoomTier, sort: r.sort }));
    this.#rooms.set(gameCode, { list, at });
    return list;
  }

  async room(
    gameId: string | number,
    roomId: string | number,
  ): Promise<{ gameCode: string; roomId: string }> {
    const gameCode = this.gameCode(gameId);
    const id = String(roomId);
    if (!(await this.roomEntries(gameCode)).some((r) => r.id === id)) throw ChatErrors.roomNotFound();
    return { gameCode, roomId: id };
  }

  /** The room list of a game (spec §7 room / new_room), with online counts and the member's unread. */
  async rooms(gameId: string | number, memberId?: number): Promise<ChatRoom[]> {
    const gameCode = this.gameCode(gameId);
    const entries = await this.roomEntries(gameCode);
    const [online, lastIds, marks] = await Promise.all([
      this.deps.onlineByRoom(gameCode),
      repo.lastIds(this.db, gameCode),
      memberId === undefined ? new Map<string, number>() : repo.readMarks(this.db, memberId, gameCode),
    ]);
    return Promise.all(
      entries.map(async (r) => ({
        gid: gameCode,
        id: r.id,
        name: r.name,
        tier: r.tier,
        limits: await this.deps.roomLimits(gameCode, r.id),
        online: online.get(r.id) ?? 0,
        unread:
          memberId === undefined || !lastIds.has(r.id)
            ? 0
            : await repo.unread(this.db, memberId, gameCode, r.id, marks.get(r.id) ?? 0),
        lastId: lastIds.get(r.id) ?? null,
      })),
    );
  }

  /** A page of a room's messages (see chatMessagesQuerySchema); a banned member reads nothing. */
  async page(
    memberId: number,
    q: { game_id: string | number; room_id: string | number; after?: number; before?: number; limit: number },
  ): Promise<{ list: ChatMessage[]; hasMore: boolean }> {
    const { gameCode, roomId } = await this.room(q.game_id, q.room_id);
    if ((await this.sanctionsOf(memberId)).some((s) => s.kind === 'ban')) throw ChatErrors.banned();
    const { rows, hasMore } = await repo.page(this.db, {
      gameCode,
      roomId,
      limit: q.limit,
      ...(q.after !== undefined && { after: q.after }),
      ...(q.before !== undefined && { before: q.before }),
    });
    return { list: rows.map(presentMessage), hasMore };
  }

  async send(memberId: number, body: ChatSendBody): Promise<ChatMessage> {
    const { gameCode, roomId } = await this.room(body.game_id, body.room_id);
    const content = body.content.trim();
    let text: string;
    let ext: Record<string, unknown> = {};
    if (body.type === 'image') {
      if (!body.upload_id) throw ChatErrors.imageInvalid();
      text = ChatMessages.imagePlaceholder;
      ext = { uploadId: body.upload_id };
    } else {
      if (content === '' || (body.type === 'emoji' && [...content].length > 16))
        throw Errors.invalidPayload();
      text = content;
    }
    return this.postAsMember(
      memberId,
      { gameCode, roomId, kind: body.type, content: text, issue: null, ext },
      body.client_key,
    );
  }

  /** Posts one of the member's own orders in the room it was placed in, with its receipt and the slip copy. */
  async shareBet(memberId: number, orderId: number): Promise<ChatMessage> {
    let order: BetOrderDetailResult;
    try {
      order = await this.deps.betDetail(memberId, orderId);
    } catch {
      throw ChatErrors.betNotFound();
    }
    const { gameCode, roomId } = await this.room(order.game_id, order.room_id);
    const receipt = order.receipt;
    const bet: ChatSharedBet = {
      orderId: order.id,
      gameId: receipt.gameId,
      roomId: receipt.roomId,
      issue: receipt.issue,
      totalFen: receipt.totalFen,
      receipt,
      copy: {
        game_id: receipt.gameId,
        game_room_id: receipt.roomId,
        content: receipt.items.map((i) => i.selection),
      },
    };
    const plays = receipt.items.map((i) => i.name).join('、');
    return this.postAsMember(memberId, {
      gameCode,
      roomId,
      kind: 'bet',
      content: ChatMessages.sharedBet(receipt.issue, plays),
      issue: receipt.issue,
      ext: { bet },
    });
  }

  private async postAsMember(
    memberId: number,
    m: {
      gameCode: string;
      roomId: string;
      kind: string;
      content: string;
      issue: string | null;
      ext: Record<string, unknown>;
    },
    clientKey?: string,
  ): Promise<ChatMessage> {
    const sanctions = await this.sanctionsOf(memberId);
    if (sanctions.some((s) => s.kind === 'ban')) throw ChatErrors.banned();
    if (sanctions.some((s) => s.kind === 'mute')) throw ChatErrors.muted();
    if (m.kind === 'text' && blockedWord(m.content, await this.words()) !== null)
      throw ChatErrors.wordBlocked();
    const at = this.now();
    const row = await this.events.transaction<Database, ChatMessageRow>(this.db, async (trx, raise) => {
      // One member's sends in series: the rate count and the retry check see each other's rows.
      await repo.lockMember(trx, memberId);
      if (clientKey) {
        const earlier = await repo.byClientKey(trx, memberId, clientKey);
        if (earlier) return earlier;
      }
      const recent = await repo.sentSince(trx, memberId, new Date(at.getTime() - CHAT_RATE.windowMs));
      if (recent >= CHAT_RATE.max) throw ChatErrors.rateLimited();
      const member = await repo.member(trx, memberId);
      await repo.lockRoom(trx, m.gameCode, m.roomId);
      const inserted = await repo.insert(trx, {
        ...m,
        memberId,
        sender: 'member',
        name: memberDisplayName(member?.nickname, memberId),
        avatar: member?.avatar ?? '',
        clientKey: clientKey ?? null,
        at,
      });
      raise({ type: 'chatPosted', message: presentMessage(inserted) });
      return inserted;
    });
    return presentMessage(row);
  }

  /** The house's post (robot or staff): under the room lock; a `dedupeKey` already posted is not posted again. */
  async postHouse(m: {
    gameCode: string;
    roomId: string;
    sender: 'robot' | 'staff';
    content: string;
    issue: string | null;
    dedupeKey?: string;
    audit?: AdminAudit;
  }): Promise<ChatMessage> {
    const row = await this.events.transaction<Database, ChatMessageRow>(this.db, async (trx, raise) => {
      await repo.lockRoom(trx, m.gameCode, m.roomId);
      if (m.dedupeKey) {
        const earlier = await repo.byDedupeKey(trx, m.dedupeKey);
        if (earlier) return earlier;
      }
      const inserted = await repo.insert(trx, {
        gameCode: m.gameCode,
        roomId: m.roomId,
        memberId: null,
        kind: 'system',
        sender: m.sender,
        name: m.sender === 'robot' ? ChatMessages.robotName : ChatMessages.staffName,
        avatar: '',
        content: m.content,
        issue: m.issue,
        ext: {},
        dedupeKey: m.dedupeKey ?? null,
        at: this.now(),
      });
      await m.audit?.record(trx, {
        action: 'chat.staff-posted',
        target: `chat:${m.gameCode}:${m.roomId} message:${inserted.id}`,
        before: null,
        after: { content: m.content },
      });
      raise({ type: 'chatPosted', message: presentMessage(inserted) });
      return inserted;
    });
    return presentMessage(row);
  }

  /** A draw result announced in every room of its game, once per room and issue. */
  async announce(gameCode: string, issue: string, content: string): Promise<number> {
    let posted = 0;
    for (const room of await this.roomEntries(gameCode)) {
      await this.postHouse({
        gameCode,
        roomId: room.id,
        sender: 'robot',
        content,
        issue,
        dedupeKey: `draw:${gameCode}:${issue}:${room.id}`,
      });
      posted += 1;
    }
    return posted;
  }

  /** One announcement in one room, when it is a chat room of its game (else none); once per `dedupeKey`. */
  async announceIn(gameCode: string, roomId: string, content: string, dedupeKey: string): Promise<number> {
    const family = findGameFamily(gameCode);
    if (!family || !(await this.roomEntries(family.code)).some((r) => r.id === roomId)) return 0;
    await this.postHouse({ gameCode: family.code, roomId, sender: 'robot', content, issue: null, dedupeKey });
    return 1;
  }

  /** The sender withdraws their own message; a moderator any message (with the audit row). */
  async recall(id: number, by: { memberId: number } | { audit: AdminAudit }): Promise<void> {
    await this.events.transaction<Database, void>(this.db, async (trx, raise) => {
      const row = await repo.byId(trx, id);
      if (!row || row.recalled_at !== null) throw ChatErrors.messageNotFound();
      if ('memberId' in by && row.member_id !== by.memberId) throw ChatErrors.messageNotFound();
      await repo.recall(trx, id, this.now());
      if ('audit' in by)
        await by.audit.record(trx, {
          action: 'chat.message-recalled',
          target: `chat:${row.game_code}:${row.room_id} message:${id}`,
          before: { memberId: row.member_id, content: row.content },
          after: null,
        });
      raise({ type: 'chatRecalled', gameCode: row.game_code, roomId: row.room_id, id });
    });
  }

  async report(memberId: number, id: number, reason: string): Promise<void> {
    const row = await repo.byId(this.db, id);
    if (!row || row.recalled_at !== null) throw ChatErrors.messageNotFound();
    if (!(await repo.report(this.db, id, memberId, reason, this.now()))) throw ChatErrors.alreadyReported();
  }

  /** Reads the room up to `lastId`; answers what is still unread after it. */
  async markRead(memberId: number, gameId: string | number, roomId: string | number, lastId: number) {
    const room = await this.room(gameId, roomId);
    await repo.markRead(this.db, memberId, room.gameCode, room.roomId, lastId);
    const marks = await repo.readMarks(this.db, memberId, room.gameCode);
    return {
      unread: await repo.unread(this.db, memberId, room.gameCode, room.roomId, marks.get(room.roomId) ?? 0),
    };
  }

  /** The rooms (socket keys) a member's socket may join: none while banned. */
  async joinable(memberId: number, rooms: string[]): Promise<string[]> {
    if ((await this.sanctionsOf(memberId)).some((s) => s.kind === 'ban')) return [];
    return rooms;
  }

  private sanctionsOf(memberId: number): Promise<ChatSanctionRow[]> {
    return repo.activeSanctions(this.db, memberId, this.now());
  }

  /** The word list, re-read at most every 2 s (an edit through another process applies within that). */
  private async words(): Promise<string[]> {
    const at = Date.now();
    if (this.#words && at - this.#words.at < WORDS_TTL_MS) return this.#words.list;
    const list = await repo.words(this.db);
    this.#words = { list, at };
    return list;
  }

  // --- Operator ---------------------------------------------------------------------------------

  async roomConfigs(gameId?: string | number): Promise<ChatRoomConfig[]> {
    const rows = await repo.rooms(this.db, gameId === undefined ? undefined : this.gameCode(gameId));
    return rows.map((r) => ({
      gid: r.game_code,
      id: r.room_id,
      name: r.name,
      tier: r.tier as ChatRoomTier,
      sort: r.sort,
      enabled: r.enabled,
    }));
  }

  async setRoom(
    r: { game_id: string; room_id: string; name: string; tier: ChatRoomTier; sort: number; enabled: boolean },
    audit: AdminAudit,
  ): Promise<ChatRoomConfig> {
    const gameCode = this.gameCode(r.game_id);
    await this.db.transaction().execute(async (trx) => {
      const before = (await repo.room(trx, gameCode, r.room_id)) ?? null;
      await repo.upsertRoom(trx, { gameCode, roomId: r.room_id, ...r, at: this.now() });
      await audit.record(trx, {
        action: 'chat.room-set',
        target: `chat:${gameCode}:${r.room_id}`,
        before,
        after: { name: r.name, tier: r.tier, sort: r.sort, enabled: r.enabled },
      });
    });
    this.#rooms.delete(gameCode);
    return { gid: gameCode, id: r.room_id, name: r.name, tier: r.tier, sort: r.sort, enabled: r.enabled };
  }

  async adminPage(q: {
    game_id: string | number;
    room_id: string | number;
    before?: number;
    limit: number;
    reported?: '0' | '1';
  }) {
    const gameCode = this.gameCode(q.game_id);
    const roomId = String(q.room_id);
    let rows: ChatMessageRow[];
    let hasMore: boolean;
    if (q.reported === '1') {
      rows = await repo.byIds(this.db, await repo.reportedIds(this.db, gameCode, roomId, q.limit));
      hasMore = false;
    } else {
      ({ rows, hasMore } = await repo.page(this.db, {
        gameCode,
        roomId,
        limit: q.limit,
        ...(q.before !== undefined && { before: q.before }),
      }));
    }
    const reports = await repo.reportCounts(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    return {
      list: rows.map((r) => ({
        ...presentMessage(r),
        memberId: r.member_id === null ? null : Number(r.member_id),
        reports: reports.get(Number(r.id)) ?? 0,
        originalContent: r.content,
      })),
      hasMore,
    };
  }

  async wordList(): Promise<string[]> {
    return repo.words(this.db);
  }

  async setWords(words: string[], audit: AdminAudit): Promise<string[]> {
    const unique = [...new Set(words.map((w) => w.trim()).filter((w) => w !== ''))].sort();
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.words(trx);
      await repo.replaceWords(trx, unique, this.now());
      await audit.record(trx, { action: 'chat.words-set', target: 'chat:words', before, after: unique });
    });
    this.#words = null;
    return unique;
  }

  async sanction(
    s: { member_id: number; kind: 'mute' | 'ban'; minutes: number; reason: string },
    audit: AdminAudit,
  ) {
    const at = this.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertSanction(trx, {
        memberId: s.member_id,
        kind: s.kind,
        until: new Date(at.getTime() + s.minutes * 60_000),
        reason: s.reason,
        at,
      });
      await audit.record(trx, {
        action: `chat.${s.kind}`,
        target: `member:${s.member_id}`,
        before: null,
        after: { id: inserted.id, until: inserted.until_at, reason: s.reason },
      });
      return inserted;
    });
    return presentSanction(row);
  }

  async lift(id: number, audit: AdminAudit): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await repo.sanction(trx, id);
      if (!row || !(await repo.liftSanction(trx, id, this.now()))) throw Errors.notFound();
      await audit.record(trx, {
        action: `chat.${row.kind}-lifted`,
        target: `member:${row.member_id}`,
        before: presentSanction(row),
        after: null,
      });
    });
  }

  async sanctions(memberId?: number) {
    return (await repo.sanctions(this.db, memberId, 200)).map(presentSanction);
  }

  /** Removes messages older than `before`, a batch at a time; returns how many. */
  async prune(before: Date, batch = 5_000): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await repo.prune(this.db, before, batch);
      total += n;
      if (n < batch) return total;
    }
  }
}

function presentSanction(r: ChatSanctionRow) {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    kind: r.kind as 'mute' | 'ban',
    until: new Date(r.until_at).getTime(),
    reason: r.reason,
    createdAt: new Date(r.created_at).getTime(),
    liftedAt: r.lifted_at === null ? null : new Date(r.lifted_at).getTime(),
  };
}
