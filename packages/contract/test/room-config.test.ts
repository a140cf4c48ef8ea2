import { describe, expect, it } from 'vitest';
import { ServerMessages } from '../src/messages';
import { roomOddsSchema, roomRulesDocSchema } from '../src/room-config';

const odds = (value: unknown) => roomOddsSchema.safeParse({ big: value });

describe('room odds and rules documents', () => {
  it('takes stake-inclusive decimals of at least 1, one value or a keyed table', () => {
    for (const ok of ['1', '1.0001', '01.5', '2.05', '999999.9999']) expect(odds(ok).success).toBe(true);
    expect(odds({ default: '12.5', year: '9.9' }).success).toBe(true);
  });

  it('refuses odds under 1 and text that is not a plain decimal', () => {
    for (const low of ['0', '0.99', '00.9999']) {
      expect(odds(low).error?.issues[0]?.message).toBe(ServerMessages.roomOddsBelowOne);
    }
    for (const bad of ['1e2', ' 2', '2.', '.5', '-1', '1.23456', '1234567', 2]) {
      expect(odds(bad).success).toBe(false);
    }
  });

  it('refuses a rules field it does not know, in the document or its hedging', () => {
    expect(roomRulesDocSchema.safeParse({ hedging: { killCombo: true } }).success).toBe(true);
    expect(roomRulesDocSchema.safeParse({ hedge: {} }).success).toBe(false);
    expect(roomRulesDocSchema.safeParse({ hedging: { kill: true } }).success).toBe(false);
  });
});
