import { describe, expect, it } from 'vitest';
import {
  charCount,
  checkRechargeAmount,
  isPositiveNumber,
  parseChannelLimit,
  stripNonDigits,
} from './recharge';

describe('recharge input helpers', () => {
  it('stripNonDigits keeps only ASCII digits', () => {
    expect(stripNonDigits('1a2.3 ４5-')).toBe('1235');
    expect(stripNonDigits('元')).toBe('');
  });

  it("parses 'min~max' limits in yuan", () => {
    expect(parseChannelLimit('10~5000')).toEqual({ minFen: 1000, maxFen: 500_000 });
    expect(parseChannelLimit(' 0.5 ～ 200.00 ')).toEqual({ minFen: 50, maxFen: 20_000 });
    for (const bad of ['', '10', '10~', '~10', '10~5~6', '500~10', '-1~10', 'a~b']) {
      expect(parseChannelLimit(bad)).toBeNull();
    }
  });

  it('checks a recharge amount against the channel limit', () => {
    expect(checkRechargeAmount('100', '10~5000')).toEqual({ ok: true, amountFen: 10_000 });
    expect(checkRechargeAmount(' 10 ', '10~5000')).toEqual({ ok: true, amountFen: 1000 });
    expect(checkRechargeAmount('5000', '10~5000')).toEqual({ ok: true, amountFen: 500_000 });
    expect(checkRechargeAmount('9', '10~5000')).toEqual({ ok: false, reason: 'out_of_limit' });
    expect(checkRechargeAmount('5001', '10~5000')).toEqual({ ok: false, reason: 'out_of_limit' });
    expect(checkRechargeAmount('', '10~5000')).toEqual({ ok: false, reason: 'not_number' });
    expect(checkRechargeAmount('12.5', '10~5000')).toEqual({ ok: false, reason: 'not_number' });
    expect(checkRechargeAmount('abc', null)).toEqual({ ok: false, reason: 'not_number' });
    expect(checkRechargeAmount('0', null)).toEqual({ ok: false, reason: 'not_positive' });
    expect(checkRechargeAmount('999999999999999999', null)).toEqual({ ok: false, reason: 'not_number' });
    expect(checkRechargeAmount('7', undefined)).toEqual({ ok: true, amountFen: 700 });
    expect(checkRechargeAmount('7', 'oops')).toEqual({ ok: false, reason: 'invalid_limit' });
  });

  it('isPositiveNumber rejects empty, zero, negative and junk', () => {
    for (const good of ['1', '0.01', '.5', '+3', ' 12.30 ', 5, 0.001])
      expect(isPositiveNumber(good)).toBe(true);
    for (const bad of [
      '',
      ' ',
      '0',
      '0.00',
      '-1',
      '1e3',
      'abc',
      '1.2.3',
      0,
      -3,
      Number.NaN,
      Infinity,
      null,
      undefined,
    ]) {
      expect(isPositiveNumber(bad)).toBe(false);
    }
  });

  it('charCount counts characters above the basic range as 2', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('张三')).toBe(4);
    expect(charCount('a张b')).toBe(4);
    expect(charCount('é')).toBe(1);
    expect(charCount('😀')).toBe(2);
    expect(charCount('')).toBe(0);
  });
});
