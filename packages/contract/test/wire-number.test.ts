import { describe, expect, it } from 'vitest';
import { parseWireInt, parseWireTime, parseWireYuan, wireDay, wireInt, wireTime } from '../src';

describe('wire integers', () => {
  it('accept JSON integers and canonical decimal text (legacy clients send "2")', () => {
    expect(parseWireInt(2)).toBe(2);
    expect(parseWireInt('2')).toBe(2);
    expect(parseWireInt('0')).toBe(0);
    expect(parseWireInt('-3')).toBe(-3);
    expect(parseWireInt('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuse what Number() would read as a number', () => {
    for (const v of [
      '0x10',
      ' 2 ',
      '2 ',
      '02',
      '1e3',
      '2.0',
      '+2',
      '-0',
      '',
      '0b1',
      'Infinity',
      '9007199254740993',
    ])
      expect(parseWireInt(v), JSON.stringify(v)).toBeUndefined();
    for (const v of [
      true,
      false,
      [2],
      null,
      undefined,
      {},
      2.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 60,
    ])
      expect(parseWireInt(v), String(v)).toBeUndefined();
  });

  it('wireInt is the schema form with bounds', () => {
    const multiple = wireInt(1, 10_000);
    expect(multiple.parse('16')).toBe(16);
    for (const v of ['0x10', true, [2], ' 2 ', 0, 10_001]) expect(multiple.safeParse(v).success).toBe(false);
    expect(wireInt(1).default(1).parse(undefined)).toBe(1);
  });

  it('yuan amounts: two decimals at most, canonical text', () => {
    expect(parseWireYuan('12.34')).toBe('12.34');
    expect(parseWireYuan(12.5)).toBe('12.5');
    for (const v of ['0x10', ' 2', '1e3', '1.234', '-1', true, [2], '01'])
      expect(parseWireYuan(v)).toBeUndefined();
  });
});

describe('wire times', () => {
  it('epoch seconds, ms and Shanghai dates become epoch ms', () => {
    expect(parseWireTime(1_700_000_000)).toBe(1_700_000_000_000);
    expect(parseWireTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseWireTime('2024-03-01')).toBe(Date.UTC(2024, 1, 29, 16));
    expect(parseWireTime('2024-03-01 08:30:00')).toBe(Date.UTC(2024, 2, 1, 0, 30));
  });

  it('refuse what would become an Invalid Date or roll over', () => {
    for (const v of [
      1e308,
      -1e308,
      -1,
      1.5e12 + 0.5,
      '2024-02-31',
      '2024-13-01',
      '2024-01-01 24:00',
      'zzz',
      '9'.repeat(13),
    ])
      expect(parseWireTime(v), String(v)).toBeUndefined();
    expect(wireTime().safeParse(1e308).success).toBe(false);
    expect(wireTime().parse('')).toBeUndefined();
    expect(wireTime().parse(undefined)).toBeUndefined();
    expect(wireDay().safeParse('2024-02-30').success).toBe(false);
    expect(wireDay().parse('2024-02-29')).toBe('2024-02-29');
  });
});
