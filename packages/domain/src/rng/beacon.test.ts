import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import recorded from '../../test/fixtures/drand-quicknet-rounds.json';
import {
  BEACON_KEY_SEED_BYTES,
  type BeaconChainInfo,
  beaconMessage,
  beaconPublicKey,
  beaconRandomness,
  beaconRoundAt,
  beaconRoundTimeMs,
  beaconSecretKeyFromSeed,
  beaconSign,
  DRAND_QUICKNET,
  verifyBeaconSignature,
} from './beacon';
import { hexToBytes, sha256Bytes } from './hash';

// Every BLS verify costs tens of ms (a pairing), so the property runs here are kept short.

const QN = DRAND_QUICKNET;
const GENESIS_MS = QN.genesisTimeSec * 1000;
const SECRET = beaconSecretKeyFromSeed(new Uint8Array(BEACON_KEY_SEED_BYTES).fill(7));
const PUBLIC = beaconPublicKey(SECRET);

/** Flips the lowest bit of the byte at `index` of a hex string. */
const flipByte = (hex: string, index: number): string => {
  const bytes = hexToBytes(hex);
  bytes[index]! ^= 1;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

describe('beacon round arithmetic', () => {
  it('puts round 1 at genesis and round r at genesis + (r − 1)·period', () => {
    expect(beaconRoundTimeMs(QN, 1)).toBe(GENESIS_MS);
    expect(beaconRoundTimeMs(QN, 8)).toBe((1692803367 + 3 * 7) * 1000);
    expect(beaconRoundAt(QN, GENESIS_MS)).toBe(1);
    expect(beaconRoundAt(QN, GENESIS_MS - 1)).toBe(1);
    expect(beaconRoundAt(QN, 0)).toBe(1);
    expect(beaconRoundAt(QN, GENESIS_MS + 1)).toBe(2);
    expect(beaconRoundAt(QN, GENESIS_MS + 2999)).toBe(2);
    expect(beaconRoundAt(QN, GENESIS_MS + 3000)).toBe(2);
    expect(beaconRoundAt(QN, GENESIS_MS + 3000.5)).toBe(3);
    expect(beaconRoundAt(QN, GENESIS_MS + 3001)).toBe(3);
  });

  it('returns the first round due at or after the time (property)', () => {
    const chainArb = fc.record({
      genesisTimeSec: fc.integer({ min: 0, max: 2_000_000_000 }),
      periodSec: fc.integer({ min: 1, max: 3600 }),
    });
    fc.assert(
      fc.property(chainArb, fc.integer({ min: -1e9, max: 1e12 }), ({ genesisTimeSec, periodSec }, offset) => {
        const info: BeaconChainInfo = { ...QN, genesisTimeSec, periodSec };
        const at = genesisTimeSec * 1000 + offset;
        const round = beaconRoundAt(info, at);
        expect(round).toBeGreaterThanOrEqual(1);
        expect(beaconRoundTimeMs(info, round)).toBeGreaterThanOrEqual(at);
        if (round > 1) expect(beaconRoundTimeMs(info, round - 1)).toBeLessThan(at);
        expect(beaconRoundAt(info, beaconRoundTimeMs(info, round))).toBe(round);
      }),
    );
  });

  it('refuses rounds below 1, non-integers and broken chain timing', () => {
    for (const r of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => beaconRoundTimeMs(QN, r)).toThrow(RangeError);
      expect(() => beaconMessage(r)).toThrow(RangeError);
    }
    expect(() => beaconRoundAt({ ...QN, periodSec: 0 }, GENESIS_MS)).toThrow(RangeError);
    expect(() => beaconRoundAt(QN, Number.NaN)).toThrow(RangeError);
  });
});

describe('beacon message', () => {
  it('is SHA-256 of the round as 8 bytes big-endian (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (round) => {
        const eightBytes = hexToBytes(round.toString(16).padStart(16, '0'));
        expect(beaconMessage(round)).toEqual(sha256Bytes(eightBytes));
      }),
    );
  });
});

describe('recorded real quicknet rounds (test/fixtures/drand-quicknet-rounds.json)', () => {
  it('DRAND_QUICKNET is the chain drand itself records', () => {
    const { source: _source, ...info } = recorded.chainInfo;
    expect(QN).toEqual(info);
  });

  it.each(recorded.rounds.map((r) => [r.round, r] as const))('round %i verifies', (round, r) => {
    expect(verifyBeaconSignature(QN.publicKey, round, r.signature)).toBe(true);
    expect(beaconRandomness(r.signature)).toBe(r.randomness);
    if ('recordedRandomness' in r) expect(beaconRandomness(r.signature)).toBe(r.recordedRandomness);
  });

  it('fails once mutated: another round, a flipped signature bit, another key', () => {
    const [a, b] = recorded.rounds;
    expect(verifyBeaconSignature(QN.publicKey, a!.round + 1, a!.signature)).toBe(false);
    expect(verifyBeaconSignature(QN.publicKey, b!.round, a!.signature)).toBe(false);
    // The last byte of a compressed x-coordinate: usually still a point, always a different one.
    expect(verifyBeaconSignature(QN.publicKey, a!.round, flipByte(a!.signature, 47))).toBe(false);
    expect(verifyBeaconSignature(PUBLIC, a!.round, a!.signature)).toBe(false);
  });
});

describe('sign and verify (local beacon)', () => {
  it('round-trips: a signed round verifies under its public key (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (round) => {
        const signature = beaconSign(SECRET, round);
        expect(signature).toMatch(/^[0-9a-f]{96}$/);
        expect(verifyBeaconSignature(PUBLIC, round, signature)).toBe(true);
        expect(verifyBeaconSignature(PUBLIC, round + 1, signature)).toBe(false);
      }),
      { numRuns: 5 },
    );
  });

  it('is deterministic and key-separated', () => {
    expect(beaconSign(SECRET, 42)).toBe(beaconSign(SECRET, 42));
    const other = beaconSecretKeyFromSeed(new Uint8Array(BEACON_KEY_SEED_BYTES).fill(8));
    expect(other).not.toBe(SECRET);
    expect(beaconPublicKey(other)).toMatch(/^[0-9a-f]{192}$/);
    expect(verifyBeaconSignature(beaconPublicKey(other), 42, beaconSign(SECRET, 42))).toBe(false);
  });

  it('rejects tampered signatures, rounds and keys', () => {
    const signature = beaconSign(SECRET, 7);
    expect(verifyBeaconSignature(PUBLIC, 7, signature)).toBe(true);
    expect(verifyBeaconSignature(PUBLIC, 7, signature.toUpperCase())).toBe(true);
    for (let i = 1; i < 48; i += 9)
      expect(verifyBeaconSignature(PUBLIC, 7, flipByte(signature, i))).toBe(false);
    for (let i = 1; i < 96; i += 19)
      expect(verifyBeaconSignature(flipByte(PUBLIC, i), 7, signature)).toBe(false);
    expect(verifyBeaconSignature(PUBLIC, 8, signature)).toBe(false);
  });

  it('answers false, never throws, on malformed input', () => {
    const signature = beaconSign(SECRET, 7);
    const infinityG1 = `c0${'00'.repeat(47)}`;
    const infinityG2 = `c0${'00'.repeat(95)}`;
    const bad: [unknown, unknown, unknown][] = [
      [PUBLIC, 7, ''],
      [PUBLIC, 7, 'zz'.repeat(48)],
      [PUBLIC, 7, signature.slice(2)],
      [PUBLIC, 7, `${signature}00`],
      [PUBLIC, 7, 'ff'.repeat(48)],
      [PUBLIC, 7, infinityG1],
      [PUBLIC, 7, '00'.repeat(48)],
      [infinityG2, 7, signature],
      ['00'.repeat(96), 7, signature],
      [PUBLIC.slice(2), 7, signature],
      [PUBLIC, 0, signature],
      [PUBLIC, -7, signature],
      [PUBLIC, 7.5, signature],
      [PUBLIC, Number.NaN, signature],
      [PUBLIC, 2 ** 53, signature],
      [null, 7, signature],
      [PUBLIC, '7', signature],
      [PUBLIC, 7, undefined],
    ];
    for (const [key, round, sig] of bad)
      expect(verifyBeaconSignature(key as string, round as number, sig as string)).toBe(false);
  });

  it('refuses secret keys that are not 32 bytes in [1, r − 1] and seeds of the wrong size', () => {
    const order = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001n;
    for (const key of [
      '00'.repeat(32),
      order.toString(16),
      'ff'.repeat(32),
      'ab'.repeat(31),
      'xy'.repeat(32),
    ]) {
      expect(() => beaconSign(key, 1)).toThrow(RangeError);
      expect(() => beaconPublicKey(key)).toThrow(RangeError);
    }
    expect(beaconPublicKey((order - 1n).toString(16))).toMatch(/^[0-9a-f]{192}$/);
    expect(() => beaconSecretKeyFromSeed(new Uint8Array(32))).toThrow(RangeError);
  });
});
