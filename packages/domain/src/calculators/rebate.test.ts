import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGameFamily } from '../catalogue';
import { applyOddsFen, oddsToBp } from '../games/common/odds-math';
import {
  DEFAULT_MAX_REBATE_BP,
  familyAtRebate,
  isAllowedRebate,
  oddsAtRebate,
  playOddsAtRebate,
  REBATE_STEP_BP,
  rebateChoices,
  rebateFen,
  rebatePoint,
} from './rebate';

/** Odds as the catalogue writes them: up to 4 decimals, 1.0001 … 200,000. */
const oddsArb = fc.integer({ min: 10_001, max: 2_000_000_000 }).map((bp) => {
  const frac = String(bp % 10_000).padStart(4, '0');
  return `${Math.floor(bp / 10_000)}.${frac}`;
});
const rebateArb = fc.integer({ min: 0, max: 10_000 });

describe('rebate (返点)', () => {
  it('lowers the prize by r: 三星直选 900 at 8 % is 828; 0 leaves the odds as they were', () => {
    expect(oddsAtRebate('900', 800)).toBe('828');
    expect(oddsAtRebate('1.98', 750)).toBe('1.8315');
    expect(oddsAtRebate('4.5', 0)).toBe('4.5');
    // rounds down to the 0.0001: 2.2 × 0.999 = 2.1978
    expect(oddsAtRebate('2.2', 10)).toBe('2.1978');
    expect(oddsAtRebate('1.0001', 5000)).toBe('0.5');
    expect(playOddsAtRebate({ 'group-three': '300', 'group-six': '150' }, 500)).toEqual({
      'group-three': '285',
      'group-six': '142.5',
    });
  });

  it('credits r × stake, rounded down to the fen', () => {
    expect(rebateFen(20_000, 800)).toBe(1_600);
    expect(rebateFen(199, 750)).toBe(14); // 14.925
    expect(rebateFen(1, 9_999)).toBe(0);
    expect(() => rebateFen(100, 10_001)).toThrow(RangeError);
    expect(() => rebateFen(-1, 100)).toThrow(RangeError);
  });

  it('allows 0 … the member’s ceiling in whole basis points; shows the percent', () => {
    expect(isAllowedRebate(0, 0)).toBe(true);
    expect(isAllowedRebate(800, DEFAULT_MAX_REBATE_BP)).toBe(true);
    expect(isAllowedRebate(801, 800)).toBe(false);
    expect(isAllowedRebate(-10, 800)).toBe(false);
    expect(isAllowedRebate(7.5, 800)).toBe(false);
    expect(isAllowedRebate(100, 20_000)).toBe(false);
    expect(rebatePoint(750)).toBe('7.5');
    expect(rebatePoint(800)).toBe('8');
    expect(rebatePoint(5)).toBe('0.05');
    expect(rebateChoices(35)).toEqual([0, 10, 20, 30, 35]);
    expect(rebateChoices(0)).toEqual([0]);
    expect(rebateChoices(800)).toHaveLength(800 / REBATE_STEP_BP + 1);
  });

  it('property: odds never rise with the rebate and stay within 0.0001 of odds × (1 − r)', () => {
    fc.assert(
      fc.property(oddsArb, rebateArb, rebateArb, (odds, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const atLo = oddsToBp(oddsAtRebate(odds, lo));
        const atHi = oddsToBp(oddsAtRebate(odds, hi));
        expect(atHi).toBeLessThanOrEqual(atLo);
        const exact = (oddsToBp(odds) * (10_000 - hi)) / 10_000;
        expect(atHi).toBeLessThanOrEqual(exact);
        expect(atHi).toBeGreaterThan(exact - 1);
      }),
    );
  });

  it('property: a winning bet at rebate r is paid at most stake × odds × (1 − r) + stake × r', () => {
    fc.assert(
      fc.property(oddsArb, rebateArb, fc.integer({ min: 1, max: 1_000_000_000 }), (odds, r, stake) => {
        const paid = applyOddsFen(stake, oddsAtRebate(odds, r)) + rebateFen(stake, r);
        // exact amount in 1e-8 fen: stake × oddsBp × (10⁴ − r) + stake × r × 10⁴
        const s = BigInt(stake);
        const exact = s * BigInt(oddsToBp(odds)) * BigInt(10_000 - r) + s * BigInt(r) * 10_000n;
        expect(BigInt(paid) * 100_000_000n <= exact).toBe(true);
        // and loses only rounding: the odds' 0.0001 on the stake, and under 1 fen per floor
        expect(exact - BigInt(paid) * 100_000_000n < s * 10_000n + 200_000_000n).toBe(true);
      }),
    );
  });

  it('every official play still returns less than the stake at the site’s top rebate', () => {
    // (1 − r)·ρ + r < 1 ⇔ ρ < 1: with ρ = 0.9 for SSC 三星直选, 8 % gives 0.908.
    const entry = findGameFamily('Ffc')!
      .playGroups.norm.flatMap((g) => g.entries)
      .find((e) => e.playId === 'three-direct')!;
    const odds = oddsAtRebate(entry.odds as string, DEFAULT_MAX_REBATE_BP);
    const rtp = oddsToBp(odds) / 10_000 / 1000 + DEFAULT_MAX_REBATE_BP / 10_000;
    expect(rtp).toBeCloseTo(0.908, 6);
    expect(rtp).toBeLessThan(1);
  });

  it('a family at rebate r: official odds lowered, credit odds untouched', () => {
    const family = findGameFamily('Jsk3')!;
    const at = familyAtRebate(family, 500);
    expect(at.playGroups.credit).toBe(family.playGroups.credit);
    const sum3 = (f: typeof family) => f.playGroups.norm[0]!.entries.find((e) => e.option === '3')!.odds;
    expect(sum3(family)).toBe('120');
    expect(sum3(at)).toBe('114');
    expect(familyAtRebate(family, 0)).toBe(family);
  });
});
