import { chatRoomKey, type ServerMessage, ServerMessages } from '@qilin/contract';
import type { DomainEvent, EventSubscriber } from '../../events';
import type { PushTarget } from '../../transport/ws-hub';
import type { RealtimeApi } from './realtime.service';

/** One socket message and who gets it. */
export type SocketPush = { target: PushTarget; message: ServerMessage };

/**
 * The socket messages an event means, in the shapes the client reads (contract socket.ts); none for an
 * event members do not hear of.
 */
export function socketPushesOf(event: DomainEvent, marketingMuted: readonly number[] = []): SocketPush[] {
  switch (event.type) {
    case 'balanceChanged':
      return [{ target: { memberId: event.memberId }, message: { type: 'ex_out_all' } }];
    case 'bonusWon':
      return [
        {
          target: { memberId: event.memberId },
          message: { type: 'bonus', amountFen: event.amountFen, gameId: event.gameCode, issue: event.issue },
        },
      ];
    case 'redPacketWon':
      return [
        {
          target: { memberId: event.memberId },
          message: {
            type: 'bonus',
            amountFen: event.amountFen,
            gameId: 'RedPacket',
            issue: String(event.packetId),
          },
        },
      ];
    // Members hear of it through redPacketChanged and balanceChanged; the chat announcer posts it.
    case 'redPacketSettled':
      return [];
    // To every socket: the room's open screens ask again (no per-room channel; the hint is tiny).
    case 'redPacketChanged':
      return [
        { target: 'all', message: { type: 'redPacket', gameId: event.gameCode, roomId: event.roomId } },
      ];
    // `content` is shown to the member as a notice, so it is readable Chinese, never a code.
    case 'depositCredited':
      return [
        {
          target: { memberId: event.memberId },
          message: { type: 'ex_out_all', content: ServerMessages.depositCredited },
        },
      ];
    case 'depositRejected':
      return [
        {
          target: { memberId: event.memberId },
          message: { type: 'ex_out_all', content: `${ServerMessages.depositRejected}：${event.reason}` },
        },
      ];
    // A marketing notice reaches every socket but those of members on a break (理性投注).
    case 'noticePublished':
      return [
        {
          target: event.marketing ? { allExcept: marketingMuted } : 'all',
          message: { type: 'notice', id: event.id, title: event.title, content: event.content },
        },
      ];
    case 'saleIssueChanged':
      return [
        {
          target: 'all',
          message: { type: 'issue', gameId: event.gameCode, ...(event.sale && { sale: event.sale }) },
        },
      ];
    // Only the sockets that joined the room (chatJoin), on every process.
    case 'chatPosted':
      return [
        {
          target: { room: chatRoomKey(event.message.gid, event.message.roomId) },
          message: { type: 'chat', message: event.message },
        },
      ];
    case 'chatRecalled':
      return [
        {
          target: { room: chatRoomKey(event.gameCode, event.roomId) },
          message: { type: 'chatRecall', gameId: event.gameCode, roomId: event.roomId, id: event.id },
        },
      ];
    // The member's own messages are already on their screen; the service's reach it live.
    case 'supportMessageAdded':
      if (event.sender === 'member') return [];
      return [
        {
          target: { memberId: event.memberId },
          message: { type: 'support', conversationId: event.conversationId, messageId: event.messageId },
        },
      ];
  }
}

/**
 * The socket processor: every event's messages published (to every process with Redis), in order.
 * `marketingMuted` lists the members a marketing push leaves out (player protection: those on a break).
 */
export function socketProcessor(
  realtime: Pick<RealtimeApi, 'publish'>,
  marketingMuted: () => Promise<number[]> = async () => [],
): EventSubscriber {
  return async (event) => {
    let delivered = 0;
    const muted = event.type === 'noticePublished' && event.marketing ? await marketingMuted() : [];
    for (const push of socketPushesOf(event, muted))
      delivered += await realtime.publish(push.target, push.message);
    return delivered;
  };
}
