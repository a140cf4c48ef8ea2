import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usdtAmount } from './usdt';

describe('usdtAmount', () => {
  it('divides by the rate with 3 or 4 decimals, rounding half up', () => {
    expect(usdtAmount(10_000, '7.2', true)).toBe('13.889'); // 13.8888…
    expect(usdtAmount(10_000, '7.2', false)).toBe('13.8889');
    expect(usdtAmount(720, '7.2', true)).toBe('1.000');
    expect(usdtAmount(1, '8', true)).toBe('0.001'); // 0.00125 → half up
    expect(usdtAmount(1, '8', false)).toBe('0.0013'); // 0.00125 → 0.0013
    expect(usdtAmount(0, '7', true)).toBe('0.000');
    expect(usdtAmount(123_456_789, '0.5', true)).toBe('2469135.780');
  });

  it('refuses bad input', () => {
    for (const rate of ['0', '0.000', '-7', '', 'abc', '1e2'])
      expect(() => usdtAmount(100, rate, true)).toThrow(RangeError);
    expect(() => usdtAmount(-1, '7', true)).toThrow(RangeError);
    expect(() => usdtAmount(1.5, '7', true)).toThrow(RangeError);
  });

  it('is the nearest value at the shown precision, ties up (property)', () => {
    const rateArb = fc
      .tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale]) => ({ units: BigInt(units), scale, text: formatScaled(BigInt(units), scale) }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), rateArb, fc.boolean(), (fen, rate, three) => {
        const d = three ? 3 : 4;
        const out = usdtAmount(fen, rate.text, three);
        expect(out).toMatch(new RegExp(`^\\d+\\.\\d{${d}}$`));
        const shown = BigInt(out.replace('.', ''));
        // exact value × 10^d = fen·10^(s+d) / (100·R); the error of `shown` must be within half a unit.
        const num = BigInt(fen) * 10n ** BigInt(rate.scale + d);
        const den = 100n * rate.units;
        const twiceError = 2n * (shown * den - num); // in units of 1/den
        // Half up: an exact tie (error +½ unit) rounds up, so the error lies in (−½, +½].
        expect(twiceError > -den && twiceError <= den).toBe(true);
      }),
    );
  });
});

function formatScaled(units: bigint, scale: number): string {
  if (scale === 0) return units.toString();
  const s = units.toString().padStart(scale + 1, '0');
  return `${s.slice(0, -scale)}.${s.slice(-scale)}`;
}

describe('usdtAmount ties', () => {
  it('rounds an exact half up (found by the property above: 999570786586 fen at rate 8)', () => {
    // 9,995,707,865.86 / 8 = 1,249,463,483.2325 → 3 decimals: …483.233 (the 5 rounds up)
    expect(usdtAmount(999_570_786_586, '8', true)).toBe('1249463483.233');
  });
});
