import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFen, formatFenFixed, yuanToFen } from './fen';

describe('yuanToFen', () => {
  it('parses plain yuan text without float math', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen(' 0.07 ')).toBe(7);
    expect(yuanToFen('-1.5')).toBe(-150);
    expect(yuanToFen('-0')).toBe(0);
    // 0.1 + 0.2 style float traps do not exist in string parsing.
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses anything that is not a plain amount with at most two decimals', () => {
    for (const bad of ['', '.5', '1.', '1.234', '1e3', '1,000', 'abc', '12元', '--1', '90071992547409.92']) {
      expect(yuanToFen(bad)).toBeNull();
    }
  });
});

describe('formatFen', () => {
  it('shows two decimals and drops only ".00" (spec §9)', () => {
    expect(formatFen(1200)).toBe('12');
    expect(formatFen(1234)).toBe('12.34');
    expect(formatFen(1230)).toBe('12.30');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(0)).toBe('0');
    expect(formatFen(-150)).toBe('-1.50');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFenFixed(1200)).toBe('12.00');
    expect(formatFenFixed(1234)).toBe('12.34');
  });

  it('refuses non-integer fen', () => {
    expect(() => formatFen(1.5)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips through yuanToFen (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (fen) => {
        expect(yuanToFen(formatFen(fen))).toBe(fen);
        expect(yuanToFen(formatFenFixed(fen))).toBe(fen);
      }),
    );
  });
});
