import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRateFen,
  differentialRatesBp,
  lineBetCommission,
  profitCommission,
  profitCommissionSeries,
  validTurnoverFen,
} from './commission';

const turnover = fc.integer({ min: 0, max: 10_000_000_000 });
const rate = fc.integer({ min: 0, max: 500 });
const chain = fc.array(rate, { minLength: 0, maxLength: 12 });

describe('lineBetCommission (级差)', () => {
  it('pays each agent the part of their rate above the rates below them', () => {
    // Sub-agent 0.6 %, their agent 1 %, the top 1.5 % on 1 000 yuan: 6, 4 and 5 yuan.
    expect(lineBetCommission(100_000, [60, 100, 150])).toEqual([600, 400, 500]);
    // A parent on a lower rate than someone below them earns nothing on that line.
    expect(lineBetCommission(100_000, [100, 60, 150])).toEqual([1000, 0, 500]);
    expect(lineBetCommission(100_000, [])).toEqual([]);
  });

  it('rounds every payment down to the fen', () => {
    expect(lineBetCommission(999, [15, 25])).toEqual([1, 0]);
    expect(applyRateFen(999, 15)).toBe(1);
  });

  it('property: the sum paid down a line never exceeds the top rate of the line', () => {
    fc.assert(
      fc.property(turnover, chain, (t, rates) => {
        const paid = lineBetCommission(t, rates).reduce((a, b) => a + b, 0);
        const top = Math.max(0, ...rates);
        expect(paid).toBeLessThanOrEqual(applyRateFen(t, top));
        // and loses less than one fen per agent to rounding
        expect(applyRateFen(t, top) - paid).toBeLessThan(Math.max(1, rates.length));
      }),
    );
  });

  it('property: every payment is non-negative and equals turnover × the differential rate', () => {
    fc.assert(
      fc.property(turnover, chain, (t, rates) => {
        const paid = lineBetCommission(t, rates);
        const diffs = differentialRatesBp(rates);
        expect(paid).toEqual(diffs.map((d) => applyRateFen(t, d)));
        for (const p of paid) expect(p).toBeGreaterThanOrEqual(0);
        // the differentials telescope to the top rate
        expect(diffs.reduce((a, b) => a + b, 0)).toBe(Math.max(0, ...rates));
      }),
    );
  });

  it('property: in a plan-shaped chain (rates rising upward) each agent keeps exactly rate − sub-rate', () => {
    fc.assert(
      fc.property(fc.array(rate, { minLength: 1, maxLength: 8 }), (raw) => {
        const rising = [...raw].sort((a, b) => a - b);
        const diffs = differentialRatesBp(rising);
        expect(diffs).toEqual(rising.map((r, i) => r - (rising[i - 1] ?? 0)));
      }),
    );
  });

  it('refuses negative or fractional inputs instead of paying a wrong amount', () => {
    expect(() => applyRateFen(-1, 10)).toThrow(RangeError);
    expect(() => applyRateFen(1.5, 10)).toThrow(RangeError);
    expect(() => applyRateFen(100, 0.5)).toThrow(RangeError);
  });
});

describe('profitCommission (carry-over of negative balances)', () => {
  it('pays on a positive base and carries a negative one forward', () => {
    expect(profitCommission({ ggrFen: 10_000, carryInFen: 0, rateBp: 3000 })).toEqual({
      baseFen: 10_000,
      commissionFen: 3000,
      carryOutFen: 0,
    });
    expect(profitCommission({ ggrFen: -5000, carryInFen: -1000, rateBp: 3000 })).toEqual({
      baseFen: -6000,
      commissionFen: 0,
      carryOutFen: -6000,
    });
    // the losses are earned back first
    expect(profitCommission({ ggrFen: 8000, carryInFen: -6000, rateBp: 3000 })).toEqual({
      baseFen: 2000,
      commissionFen: 600,
      carryOutFen: 0,
    });
    expect(() => profitCommission({ ggrFen: 1, carryInFen: 1, rateBp: 1 })).toThrow(RangeError);
  });

  const ggrs = fc.array(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), { maxLength: 30 });

  it('property: the bases paid on add up to the total GGR minus the final carry', () => {
    fc.assert(
      fc.property(ggrs, rate, (series, r) => {
        const results = profitCommissionSeries(series, r);
        const paidBases = results.filter((x) => x.commissionFen > 0 || x.baseFen > 0);
        const total = series.reduce((a, b) => a + b, 0);
        const finalCarry = results.at(-1)?.carryOutFen ?? 0;
        expect(paidBases.reduce((a, x) => a + x.baseFen, 0)).toBe(total - finalCarry);
        for (const x of results) expect(x.carryOutFen).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('property: paying period by period never pays more than paying once on the sum would', () => {
    fc.assert(
      fc.property(ggrs, rate, (series, r) => {
        const results = profitCommissionSeries(series, r);
        const finalCarry = results.at(-1)?.carryOutFen ?? 0;
        const total = series.reduce((a, b) => a + b, 0);
        const paid = results.reduce((a, x) => a + x.commissionFen, 0);
        expect(paid).toBeLessThanOrEqual(applyRateFen(Math.max(0, total - finalCarry), r));
        // a team that lost money overall (members won) never pays the agent while the carry stands
        if (finalCarry < 0) expect(results.at(-1)?.commissionFen).toBe(0);
      }),
    );
  });

  it('property: splitting a run in two with the carry threaded gives the same payments', () => {
    fc.assert(
      fc.property(ggrs, fc.nat(30), rate, (series, cut, r) => {
        const whole = profitCommissionSeries(series, r);
        const first = profitCommissionSeries(series.slice(0, cut), r);
        const second = profitCommissionSeries(series.slice(cut), r, first.at(-1)?.carryOutFen ?? 0);
        expect([...first, ...second]).toEqual(whole);
      }),
    );
  });
});

describe('validTurnoverFen', () => {
  it('counts settled, not voided stakes only', () => {
    expect(
      validTurnoverFen([
        { stakeFen: 100, settled: true, voided: false },
        { stakeFen: 200, settled: false, voided: false },
        { stakeFen: 300, settled: true, voided: true },
      ]),
    ).toBe(100);
  });
});
