import fc from 'fast-check';

/** Values that sit on every edge zod 4 cares about: non-finite, fractional and unsafe numbers, arrays. */
export const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(0, -0, 1, -7, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.constantFrom(2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e300),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, undefined, true, false),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
  fc.array(fc.oneof(fc.string({ maxLength: 2 }), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);

/**
 * An object with each named key either missing or holding an edge value (sometimes the right kind,
 * often not), plus optional extra keys: near-misses of a valid payload.
 */
export function nearMiss(keys: readonly string[], value = edgeValue): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(keys.map((k) => [k, value]));
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('extra', 'x'), edgeValue, { maxKeys: 1 }),
    )
    .map(([picked, extra]) => ({ ...extra, ...picked }));
}

/** Non-object inputs and junk: every one must be refused by both. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(fc.anything(), edgeValue);
