import type { ServerMessage } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/events';
import type { PushTarget } from '../../src/modules/realtime';
import { type SocketPush, socketProcessor, socketPushesOf } from '../../src/modules/realtime';

const sale = { issue: '20260301-122', state: 'OPEN' };

/** Each event with the socket message the client already reads for it (contract socket.ts). */
const CASES: Array<[DomainEvent, SocketPush[]]> = [
  [{ type: 'balanceChanged', memberId: 7 }, [{ target: { memberId: 7 }, message: { type: 'ex_out_all' } }]],
  [
    { type: 'bonusWon', memberId: 7, amountFen: 1_990, gameCode: 'Tradition28', issue: '20260301-121' },
    [
      {
        target: { memberId: 7 },
        message: { type: 'bonus', amountFen: 1_990, gameId: 'Tradition28', issue: '20260301-121' },
      },
    ],
  ],
  [
    { type: 'redPacketWon', memberId: 3, amountFen: 450, packetId: 42 },
    [
      {
        target: { memberId: 3 },
        message: { type: 'bonus', amountFen: 450, gameId: 'RedPacket', issue: '42' },
      },
    ],
  ],
  [
    { type: 'redPacketChanged', gameCode: 'RedPacket', roomId: '2' },
    [{ target: 'all', message: { type: 'redPacket', gameId: 'RedPacket', roomId: '2' } }],
  ],
  [
    { type: 'depositCredited', memberId: 5 },
    [{ target: { memberId: 5 }, message: { type: 'ex_out_all', content: '您的充值已到账' } }],
  ],
  [
    { type: 'depositRejected', memberId: 5, reason: '未收到款项' },
    [{ target: { memberId: 5 }, message: { type: 'ex_out_all', content: '充值订单已被拒绝：未收到款项' } }],
  ],
  [
    { type: 'noticePublished', id: 9, title: '维护通知', content: '今晚 2:00 系统维护', marketing: false },
    [{ target: 'all', message: { type: 'notice', id: 9, title: '维护通知', content: '今晚 2:00 系统维护' } }],
  ],
  [
    { type: 'saleIssueChanged', gameCode: 'Tradition28', sale },
    [{ target: 'all', message: { type: 'issue', gameId: 'Tradition28', sale } }],
  ],
  [
    { type: 'saleIssueChanged', gameCode: 'Tradition28' },
    [{ target: 'all', message: { type: 'issue', gameId: 'Tradition28' } }],
  ],
  // The service's messages reach the member; the member's own are already on their screen.
  [
    { type: 'supportMessageAdded', memberId: 5, conversationId: 3, messageId: 11, sender: 'operator' },
    [{ target: { memberId: 5 }, message: { type: 'support', conversationId: 3, messageId: 11 } }],
  ],
  [
    { type: 'supportMessageAdded', memberId: 5, conversationId: 3, messageId: 12, sender: 'system' },
    [{ target: { memberId: 5 }, message: { type: 'support', conversationId: 3, messageId: 12 } }],
  ],
  [{ type: 'supportMessageAdded', memberId: 5, conversationId: 3, messageId: 13, sender: 'member' }, []],
];

describe('the socket processor maps domain events to the messages clients read', () => {
  it.each(CASES)('%j', (event, pushes) => {
    expect(socketPushesOf(event)).toEqual(pushes);
  });

  it('publishes every push through realtime, to every process, and counts local deliveries', async () => {
    const published: Array<[PushTarget, ServerMessage]> = [];
    const processor = socketProcessor({
      publish: async (target, message) => {
        published.push([target, message]);
        return target === 'all' ? 3 : 1;
      },
    });
    expect(
      await processor({ type: 'noticePublished', id: 1, title: 't', content: 'c', marketing: false }),
    ).toBe(3);
    expect(await processor({ type: 'balanceChanged', memberId: 2 })).toBe(1);
    expect(published).toEqual([
      ['all', { type: 'notice', id: 1, title: 't', content: 'c' }],
      [{ memberId: 2 }, { type: 'ex_out_all' }],
    ]);
  });
});
