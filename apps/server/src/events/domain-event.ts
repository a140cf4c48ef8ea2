/**
 * What happened in the business, said once, after it is committed. Subscribers (the socket processor
 * in modules/realtime, and whatever comes next) decide what it means to them; the raiser knows none of
 * them. Money is integer fen; `gameCode` is the catalogue code (the wire calls it gameId).
 */
export type DomainEvent =
  /** A member's wallet or a sub-wallet moved (a bet settled or refunded, a withdrawal decided, a venue transfer, a red packet). */
  | { type: 'balanceChanged'; memberId: number }
  /** A settled issue paid a member this much in total. */
  | { type: 'bonusWon'; memberId: number; amountFen: number; gameCode: string; issue: string }
  /** A red packet's sender won this much from its mines. */
  | { type: 'redPacketWon'; memberId: number; amountFen: number; packetId: number }
  /** A red-packet room changed: a packet sent, grabbed or settled. */
  | { type: 'redPacketChanged'; gameCode: string; roomId: string }
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
  | { type: 'saleIssueChanged'; gameCode: string; sale?: Record<string, unknown> };

export type DomainEventType = DomainEvent['type'];
