import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectionCost } from './cost';

describe('selectionCost', () => {
  it('prices 2 yuan per bet scaled by unit and multiple', () => {
    expect(selectionCost({ count: 10, unit: 'yuan', multiple: 1 })).toEqual({ count: 10, moneyFen: 2000 });
    expect(selectionCost({ count: 10, unit: 'jiao', multiple: 3 })).toEqual({ count: 10, moneyFen: 600 });
    expect(selectionCost({ count: 7, unit: 'fen', multiple: 1 })).toEqual({ count: 7, moneyFen: 14 });
    expect(selectionCost({ count: 0, unit: 'yuan', multiple: 5 })).toEqual({ count: 0, moneyFen: 0 });
    expect(selectionCost({ count: 3, unit: 'yuan', multiple: 2, pricePerBetFen: 100 })).toEqual({
      count: 3,
      moneyFen: 600,
    });
  });

  it('refuses fractions of a fen and bad numbers', () => {
    expect(() => selectionCost({ count: 1, unit: 'fen', multiple: 1, pricePerBetFen: 150 })).toThrow(
      RangeError,
    );
    expect(() => selectionCost({ count: -1, unit: 'yuan', multiple: 1 })).toThrow(RangeError);
    expect(() => selectionCost({ count: 1, unit: 'yuan', multiple: 0 })).toThrow(RangeError);
    expect(() => selectionCost({ count: 1.5, unit: 'yuan', multiple: 1 })).toThrow(RangeError);
  });

  it('equals the sum of single-bet costs (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom('yuan', 'jiao', 'fen' as const),
        (count, multiple, unit) => {
          const one = selectionCost({ count: 1, unit, multiple: 1 }).moneyFen;
          expect(selectionCost({ count, unit, multiple }).moneyFen).toBe(one * count * multiple);
          expect(one).toBe({ yuan: 200, jiao: 20, fen: 2 }[unit]);
        },
      ),
    );
  });
});
