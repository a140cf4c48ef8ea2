/**
 * What happened in the business, said once, after it is committed. Subscribers (the socket processor
 * in modules/realtime, and whatever comes next) decide what it means to them; the raiser knows none of
 * them. Money is integer fen; `gameCode` is the catalogue code (the wire calls it gameId).
 */
import type { ChatMessage } from '@qilin/contract';

export type DomainEvent =
  /** A member's wallet or a sub-wallet moved (a bet settled or refunded, a withdrawal decided, a venue transfer, a red packet). */
  | { type: 'balanceChanged'; memberId: number }
  /** A settled issue paid a member this much in total. */
  | { type: 'bonusWon'; memberId: number; amountFen: number; gameCode: string; issue: string }
  /** A red packet's sender won this much from its mines. */
  | { type: 'redPacketWon'; memberId: number; amountFen: number; packetId: number }
  /** A red-packet room changed: a packet sent, grabbed or settled. */
  | { type: 'redPacketChanged'; gameCode: string; roomId: string }
  /** A red packet ended (emptied or expired): its parts, how many were grabbed, whether a mine was hit. */
  | {
      type: 'redPacketSettled';
      gameCode: string;
      roomId: string;
      packetId: number;
      count: number;
      grabbed: number;
      mineHit: boolean;
      reason: 'emptied' | 'expired';
    }
  /** An operator's deposit confirmation credited the member's wallet. */
  | { type: 'depositCredited'; memberId: number }
  /** An operator refused a deposit order, for this reason (shown to the member). */
  | { type: 'depositRejected'; memberId: number; reason: string }
  /** A notice was published for pushing to everyone (a marketing one: everyone not on a break). */
  | { type: 'noticePublished'; id: number; title: string; content: string; marketing: boolean }
  /**
   * The issue on sale of a game changed (an issue opened, one drawn): `sale` is the game's GET
   * sale/issue answer at that moment, absent when nothing is on sale.
   */
  | { type: 'saleIssueChanged'; gameCode: string; sale?: Record<string, unknown> }
  /** A chat message was posted in a room (a member's, a robot's or the staff's). */
  | { type: 'chatPosted'; message: ChatMessage }
  /** A chat message was withdrawn (by its sender or a moderator). */
  | { type: 'chatRecalled'; gameCode: string; roomId: string; id: number }
  /**
   * A message was added to a member's support conversation: by the member, the service (a reply, the
   * closing line) or the system. The member hears of the service's; the console polls its queue.
   */
  | {
      type: 'supportMessageAdded';
      memberId: number;
      conversationId: number;
      messageId: number;
      sender: 'member' | 'operator' | 'system';
    };

export type DomainEventType = DomainEvent['type'];
