import {
  type SupportCannedBody,
  type SupportCannedReply,
  type SupportConversationDetail,
  type SupportInitiationResult,
  type SupportMessage,
  SupportMessages,
  type SupportQueueRow,
} from '@qilin/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import type { DomainEvents, Raise } from '../../events';
import { randomToken } from '../../lib/crypto';
import { ImageRefused, type ReencodeLimits, reencodeImage } from '../../lib/image-reencode';
import type { AdminAudit } from '../operator';
import { imageRefusal, SupportErrors } from './support-chat.errors';
import { presentCanned, presentMessage, presentQueueRow, previewOf } from './support-chat.presenter';
import {
  type NewSupportMessage,
  type QueueFilter,
  supportChatRepository as repo,
} from './support-chat.repository';
import type { SupportConversationRow } from './support-chat.tables';

/** A member may send this many messages in any window of this length (text and images together). */
export const SEND_RATE = { max: 20, windowMs: 60_000 };

type Page = { afterId?: number; beforeId?: number; limit: number };

/**
 * The in-app support chat: a member's conversation with the service (one open at a time, opened by
 * `initiation` or the first message), the operators' queue, assignment, replies, canned replies and
 * closing. Every message is raised as `supportMessageAdded` after its commit; the realtime processor
 * tells the member of the service's. Operators' writes record their audit row in the same transaction.
 */
export class SupportChatService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: DomainEvents,
    private readonly now: () => Date,
    private readonly imageLimits: ReencodeLimits,
  ) {}

  // ── member ────────────────────────────────────────────────────────────────────────────────────

  /** The open conversation (opened now when none is) and its latest messages. */
  async initiate(memberId: number, limit = 50): Promise<SupportInitiationResult> {
    const conversation = await this.#openConversation(this.db, memberId);
    const messages = await repo.messages(this.db, [conversation.id], { limit });
    return {
      conversation: {
        id: conversation.id,
        status: conversation.status,
        unread: await repo.conversationUnreadForMember(this.db, conversation.id),
      },
      messages: messages.map(presentMessage),
    };
  }

  async sendText(memberId: number, content: string): Promise<SupportMessage> {
    return this.events.transaction(this.db, async (trx, raise) => {
      const conversation = await this.#memberSendable(trx, memberId);
      return this.#add(trx, raise, conversation, { sender: 'member', kind: 'text', content });
    });
  }

  /** Re-encodes the picture (refusing hostile files) before anything is stored. */
  async sendImage(memberId: number, bytes: Uint8Array): Promise<SupportMessage> {
    const image = await this.#reencode(bytes);
    return this.events.transaction(this.db, async (trx, raise) => {
      const conversation = await this.#memberSendable(trx, memberId);
      const key = randomToken(24);
      await repo.insertImage(trx, { key, conversationId: conversation.id, ...image }, this.now());
      return this.#add(trx, raise, conversation, {
        sender: 'member',
        kind: 'image',
        content: '',
        image: { key, width: image.width, height: image.height },
      });
    });
  }

  /** The member's messages over all their conversations: the history reads as one thread. */
  async memberMessages(memberId: number, page: Page): Promise<SupportMessage[]> {
    const ids = await repo.conversationIdsOf(this.db, memberId);
    return (await repo.messages(this.db, ids, page)).map(presentMessage);
  }

  async markMemberRead(memberId: number, upToId: number): Promise<{ unread: number }> {
    await repo.markMemberRead(this.db, memberId, upToId);
    return { unread: await repo.memberUnread(this.db, memberId) };
  }

  async memberUnread(memberId: number): Promise<number> {
    return repo.memberUnread(this.db, memberId);
  }

  async image(key: string): Promise<{ mime: string; content: Uint8Array }> {
    const found = await repo.image(this.db, key);
    if (!found) throw SupportErrors.conversationNotFound();
    return found;
  }

  // ── operators ─────────────────────────────────────────────────────────────────────────────────

  async queue(filter: QueueFilter): Promise<SupportQueueRow[]> {
    return (await repo.queue(this.db, filter)).map(presentQueueRow);
  }

  /**
   * One conversation and a page of its messages. Looking at the latest page (no cursor) as its
   * assignee marks the member's messages read for the service.
   */
  async detail(id: number, page: Page, operatorId: number | null): Promise<SupportConversationDetail> {
    const found = await repo.byId(this.db, id);
    if (!found) throw SupportErrors.conversationNotFound();
    if (page.afterId === undefined && page.beforeId === undefined && found.operator_id === operatorId)
      await repo.markOperatorRead(this.db, id);
    const [row, messages] = await Promise.all([
      repo.queueRow(this.db, id),
      repo.messages(this.db, [id], page),
    ]);
    if (!row) throw SupportErrors.conversationNotFound();
    return { conversation: presentQueueRow(row), messages: messages.map(presentMessage) };
  }

  /** Assigns the conversation to the calling operator (taking it over from another is allowed). */
  async assign(id: number, operatorId: number | null, audit: AdminAudit): Promise<SupportQueueRow> {
    const me = this.#operator(operatorId);
    await this.events.transaction(this.db, async (trx) => {
      const before = await repo.byId(trx, id, true);
      if (!before) throw SupportErrors.conversationNotFound();
      if (before.status !== 'open') throw SupportErrors.conversationClosed();
      await repo.assign(trx, id, me);
      await audit.record(trx, {
        action: 'support.assigned',
        target: `support-conversation:${id}`,
        before: { operatorId: before.operator_id },
        after: { operatorId: me },
      });
    });
    return this.#row(id);
  }

  /** A reply: an unassigned conversation becomes the replier's; one assigned to another is refused. */
  async reply(
    id: number,
    operatorId: number | null,
    content: string,
    audit: AdminAudit,
  ): Promise<SupportMessage> {
    const me = this.#operator(operatorId);
    return this.events.transaction(this.db, async (trx, raise) => {
      const conversation = await repo.byId(trx, id, true);
      if (!conversation) throw SupportErrors.conversationNotFound();
      if (conversation.status !== 'open') throw SupportErrors.conversationClosed();
      if (conversation.operator_id !== null && conversation.operator_id !== me)
        throw SupportErrors.assignedElsewhere();
      if (conversation.operator_id === null) await repo.assign(trx, id, me);
      const message = await this.#add(trx, raise, conversation, {
        sender: 'operator',
        operatorId: me,
        kind: 'text',
        content,
      });
      await audit.record(trx, {
        action: 'support.replied',
        target: `support-conversation:${id}`,
        before: { operatorId: conversation.operator_id },
        after: { operatorId: me, messageId: message.id },
      });
      return message;
    });
  }

  /** Closes it with a system line the member sees; the member's next message opens a new one. */
  async close(id: number, operatorId: number | null, audit: AdminAudit): Promise<SupportQueueRow> {
    await this.events.transaction(this.db, async (trx, raise) => {
      const conversation = await repo.byId(trx, id, true);
      if (!conversation) throw SupportErrors.conversationNotFound();
      if (conversation.status !== 'open') throw SupportErrors.conversationClosed();
      if (conversation.operator_id !== null && operatorId !== null && conversation.operator_id !== operatorId)
        throw SupportErrors.assignedElsewhere();
      await this.#add(trx, raise, conversation, {
        sender: 'system',
        kind: 'text',
        content: SupportMessages.closedNotice,
      });
      await repo.markOperatorRead(trx, id);
      await repo.close(trx, id, this.now());
      await audit.record(trx, {
        action: 'support.closed',
        target: `support-conversation:${id}`,
        before: { status: 'open' },
        after: { status: 'closed' },
      });
    });
    return this.#row(id);
  }

  async cannedList(): Promise<SupportCannedReply[]> {
    return (await repo.cannedAll(this.db)).map(presentCanned);
  }

  async cannedAdd(body: SupportCannedBody, audit: AdminAudit): Promise<SupportCannedReply> {
    return this.db.transaction().execute(async (trx) => {
      const view = presentCanned(await repo.cannedInsert(trx, body, this.now()));
      await audit.record(trx, {
        action: 'support-canned.added',
        target: `support-canned:${view.id}`,
        before: null,
        after: view,
      });
      return view;
    });
  }

  async cannedReplace(id: number, body: SupportCannedBody, audit: AdminAudit): Promise<SupportCannedReply> {
    return this.db.transaction().execute(async (trx) => {
      const before = await repo.cannedLock(trx, id);
      const row = before && (await repo.cannedReplace(trx, id, body, this.now()));
      if (!before || !row) throw SupportErrors.cannedNotFound();
      const view = presentCanned(row);
      await audit.record(trx, {
        action: 'support-canned.replaced',
        target: `support-canned:${id}`,
        before: presentCanned(before),
        after: view,
      });
      return view;
    });
  }

  async cannedRemove(id: number, audit: AdminAudit): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.cannedLock(trx, id);
      if (!before) throw SupportErrors.cannedNotFound();
      await repo.cannedRemove(trx, id);
      await audit.record(trx, {
        action: 'support-canned.removed',
        target: `support-canned:${id}`,
        before: presentCanned(before),
        after: null,
      });
    });
  }

  // ── inside ────────────────────────────────────────────────────────────────────────────────────

  #operator(operatorId: number | null): number {
    // The bootstrap token is no one: a reply or an assignment must name the operator who made it.
    if (operatorId === null) throw SupportErrors.operatorOnly();
    return operatorId;
  }

  async #row(id: number): Promise<SupportQueueRow> {
    const row = await repo.queueRow(this.db, id);
    if (!row) throw SupportErrors.conversationNotFound();
    return presentQueueRow(row);
  }

  async #openConversation(db: Db, memberId: number, lock = false): Promise<SupportConversationRow> {
    const found = await repo.openOf(db, memberId, lock);
    if (found) return found;
    await repo.open(db, memberId, this.now());
    const opened = await repo.openOf(db, memberId, lock);
    if (!opened) throw SupportErrors.conversationNotFound();
    return opened;
  }

  /** The open conversation, locked, after the member's send rate is checked. */
  async #memberSendable(trx: Transaction<Database>, memberId: number): Promise<SupportConversationRow> {
    const conversation = await this.#openConversation(trx, memberId, true);
    const since = new Date(this.now().getTime() - SEND_RATE.windowMs);
    if ((await repo.memberSentSince(trx, memberId, since)) >= SEND_RATE.max)
      throw SupportErrors.sendTooFast();
    return conversation;
  }

  async #add(
    trx: Transaction<Database>,
    raise: Raise,
    conversation: SupportConversationRow,
    m: Omit<NewSupportMessage, 'conversationId'>,
  ): Promise<SupportMessage> {
    const row = await repo.insertMessage(
      trx,
      { ...m, conversationId: conversation.id },
      this.now(),
      previewOf(m.kind, m.content),
    );
    raise({
      type: 'supportMessageAdded',
      memberId: conversation.member_id,
      conversationId: conversation.id,
      messageId: row.id,
      sender: m.sender,
    });
    return presentMessage(row);
  }

  async #reencode(bytes: Uint8Array) {
    try {
      return await reencodeImage(bytes, this.imageLimits);
    } catch (error) {
      if (error instanceof ImageRefused) throw imageRefusal(error.reason);
      throw error;
    }
  }
}
