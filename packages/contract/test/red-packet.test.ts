import { describe, expect, it } from 'vitest';
import {
  Messages,
  RedPacketMessages,
  redPacketCreateBodySchema,
  redPacketGrabBodySchema,
  redPacketListQuerySchema,
  sbinJobs,
} from '../src';

describe('red packet wire', () => {
  it('counts and ids arrive as numbers or digit text and leave as numbers', () => {
    expect(redPacketCreateBodySchema.parse({ hbgs: '7', szlhs: '1,3', money: '100' })).toMatchObject({
      hbgs: 7,
      szlhs: '1,3',
    });
    expect(redPacketGrabBodySchema.parse({ hid: '12' }).hid).toBe(12);
    expect(redPacketListQuerySchema.parse({ limit: '20' }).limit).toBe(20);
  });
  it('refuses what is not an id, a count or a bounded list', () => {
    for (const hid of [0, '0', '-1', '1.5', 'x', '', null, 1.5]) {
      expect(redPacketGrabBodySchema.safeParse({ hid }).success, String(hid)).toBe(false);
    }
    expect(redPacketCreateBodySchema.safeParse({ hbgs: '7a', szlhs: '1' }).success).toBe(false);
    expect(redPacketCreateBodySchema.safeParse({ hbgs: 7, szlhs: { a: 1 } }).success).toBe(false);
    expect(redPacketListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
  it('the grab and Jdsl jobs keep the packet id and the packet count', () => {
    expect(sbinJobs.redpacket_grab.params.parse({ money: '10', hid: 5 })).toEqual({ money: '10', hid: 5 });
    expect(
      sbinJobs.jdsl_bet.params.parse({ id: 1, gid: 'RedPacket', szlh: 3, money: 10, hbgs: 9 }).hbgs,
    ).toBe(9);
  });
  it('a short grabber balance starts with the spec text the client popup looks for', () => {
    const text = RedPacketMessages.liabilityShort(Messages.insufficientBalance, '160', '100', '1.6');
    expect(text.startsWith(Messages.insufficientBalance)).toBe(true);
    expect(text).toContain('160');
  });
});
