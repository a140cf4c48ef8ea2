import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawResultFor } from '../catalogue/draw-for';
import { createDrawRng, createDrawRngV2, DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2 } from './draw-rng';
import { bytesToHex, hmacSha256 } from './hash';

const SEED = 'aa'.repeat(32);
// The randomness of real quicknet round 1000 (test/fixtures/drand-quicknet-rounds.json).
const SALT = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';
const saltArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => bytesToHex(b));
const words = (rng: { int(n: number): number }, count: number) =>
  Array.from({ length: count }, () => rng.int(2 ** 32));

describe('draw rng v2 (salted with the beacon randomness)', () => {
  it('names both algorithms', () => {
    expect(DRAW_ALGORITHM_V1).toBe('qilin-chain-hmac-sha256-v1');
    expect(DRAW_ALGORITHM_V2).toBe('qilin-chain-hmac-sha256-v2');
  });

  it('reproduces words computed by node:crypto HMAC across a block boundary', () => {
    // Generated outside the domain: createHmac('sha256', seed).update(`Ffc:20240101-0001:${r}:${SALT}`),
    // blocks r = 0, 1 read as 4-byte big-endian words.
    const expected = [
      2528748452, 3509149858, 3761194103, 1365618480, 83449932, 392719623, 3526013002, 385281965, 3145674527,
      2326071334,
    ];
    expect(words(createDrawRngV2(SEED, 'Ffc', '20240101-0001', SALT), 10)).toEqual(expected);
  });

  it('reads block r as HMAC(seed, "<code>:<issue>:<r>:<salt>") (property)', () => {
    fc.assert(
      fc.property(saltArb, fc.string(), (salt, issue) => {
        const blocks = [0, 1].map((r) => hmacSha256(hexToKey(SEED), `Ffc:${issue}:${r}:${salt}`));
        const model = blocks.flatMap((b) => Array.from({ length: 8 }, (_, i) => readWord(b, i * 4)));
        expect(words(createDrawRngV2(SEED, 'Ffc', issue, salt), 16)).toEqual(model);
      }),
      { numRuns: 50 },
    );
  });

  it('differs from v1 and depends on the salt', () => {
    const v1 = words(createDrawRng(SEED, 'Ffc', '1'), 8);
    const v2 = words(createDrawRngV2(SEED, 'Ffc', '1', SALT), 8);
    const otherSalt = `${SALT.slice(0, 63)}c`;
    expect(v2).not.toEqual(v1);
    expect(words(createDrawRngV2(SEED, 'Ffc', '1', otherSalt), 8)).not.toEqual(v2);
    expect(words(createDrawRngV2(SEED, 'Ffc', '1', SALT), 8)).toEqual(v2);
  });

  it('takes the salt as 64 lower-case hex digits only (one spelling per salt)', () => {
    for (const bad of [
      '',
      SALT.toUpperCase(),
      SALT.slice(2),
      `${SALT}00`,
      `0x${SALT.slice(2)}`,
      'zz'.repeat(32),
    ])
      expect(() => createDrawRngV2(SEED, 'Ffc', '1', bad)).toThrow(RangeError);
  });

  it('drawResultFor: no salt is v1 unchanged, a salt draws v2', () => {
    const issue = '20240101-0001';
    const v1 = drawResultFor('Ffc', SEED, issue);
    expect(drawResultFor('Ffc', SEED, issue, undefined)).toEqual(v1);
    const salted = [SALT, `${SALT.slice(0, 63)}c`, '00'.repeat(32)].map((s) =>
      drawResultFor('Ffc', SEED, issue, s),
    );
    // Three salts giving v1's result three times would be a 1 in 10^15 coincidence for 5 digits.
    expect(salted.some((r) => JSON.stringify(r) !== JSON.stringify(v1))).toBe(true);
    expect(() => drawResultFor('Ffc', SEED, issue, 'nope')).toThrow(RangeError);
  });
});

function hexToKey(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g)!, (h) => Number.parseInt(h, 16));
}

function readWord(b: Uint8Array, o: number): number {
  return b[o]! * 2 ** 24 + b[o + 1]! * 2 ** 16 + b[o + 2]! * 2 ** 8 + b[o + 3]!;
}
