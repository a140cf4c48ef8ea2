import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBetCommission } from './commission';
import { levelRateBp, planProblem, withScaleDiffs } from './plan';

describe('invite plan levels', () => {
  it('accepts falling scales with matching scaleDiffs', () => {
    const levels = withScaleDiffs([150, 100, 60]);
    expect(levels).toEqual([
      { scale: 150, scaleDiff: 50 },
      { scale: 100, scaleDiff: 40 },
      { scale: 60, scaleDiff: 60 },
    ]);
    expect(planProblem(levels, 300)).toBeNull();
  });

  it('names what is wrong with a plan', () => {
    expect(planProblem([], 300)).toBe('no-levels');
    expect(planProblem([{ scale: 1.5, scaleDiff: 1.5 }], 300)).toBe('rate-not-integer');
    expect(planProblem([{ scale: 400, scaleDiff: 400 }], 300)).toBe('rate-out-of-range');
    expect(planProblem(withScaleDiffs([100, 150]), 300)).toBe('scale-rises-downward');
    expect(planProblem([{ scale: 100, scaleDiff: 10 }], 300)).toBe('scale-diff-mismatch');
  });

  it('gives each level its scale and nothing past the last level', () => {
    const plan = { betCommission: withScaleDiffs([150, 100]) };
    expect(levelRateBp(plan, 1)).toBe(150);
    expect(levelRateBp(plan, 2)).toBe(100);
    expect(levelRateBp(plan, 3)).toBe(0);
  });

  it('property: a valid plan paid down its levels pays each level its scaleDiff and the top scale in all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (raw, turnover) => {
          const levels = withScaleDiffs([...raw].sort((a, b) => b - a));
          expect(planProblem(levels, 300)).toBeNull();
          // A member invited by the bottom level: the chain runs bottom → top.
          const chain = levels.map((l) => l.scale).reverse();
          const paid = lineBetCommission(turnover, chain);
          const kept = [...levels].reverse().map((l, i) => l.scale - (chain[i - 1] ?? 0));
          expect(paid).toEqual(kept.map((k) => Math.floor((turnover * k) / 10_000)));
          expect(paid.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
            Math.floor((turnover * levels[0]!.scale) / 10_000),
          );
        },
      ),
    );
  });
});
