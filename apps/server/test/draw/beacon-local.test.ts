import { createHash } from 'node:crypto';
import { beaconRoundAt, DRAND_QUICKNET, verifyBeaconSignature } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { LocalBeacon, newLocalBeaconKey } from '../../src/modules/draw/beacon';
import { FakeClock } from './fake-clock';

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const GENESIS_MS = DRAND_QUICKNET.genesisTimeSec * 1000;
const KEY = newLocalBeaconKey();

describe('LocalBeacon', () => {
  it('is the local, not independent, beacon on quicknet timing by default', () => {
    const beacon = new LocalBeacon({ secretKeyHex: KEY, now: () => new Date() });
    expect(beacon.kind).toBe('local');
    expect(beacon.independent).toBe(false);
    expect(beacon.info).toMatchObject({ genesisTimeSec: 1692803367, periodSec: 3 });
    expect(beacon.info.publicKey).toMatch(/^[0-9a-f]{192}$/);
    expect(beacon.info.publicKey).not.toBe(DRAND_QUICKNET.publicKey);
  });

  it('never signs a round before it is due', async () => {
    const clock = new FakeClock(new Date(GENESIS_MS + 3000 * 99)); // round 100 is due exactly now
    const beacon = new LocalBeacon({ secretKeyHex: KEY, now: clock.now });
    expect(await beacon.get(100)).not.toBeNull();
    expect(await beacon.get(101)).toBeNull();
    expect(await beacon.get(10_000_000)).toBeNull();
    clock.advance(2999);
    expect(await beacon.get(101)).toBeNull();
    clock.advance(1);
    expect(await beacon.get(101)).not.toBeNull();
  });

  it('signs past rounds verifiably and deterministically', async () => {
    const now = new Date('2026-03-01T12:00:00+08:00');
    const beacon = new LocalBeacon({ secretKeyHex: KEY, now: () => now });
    const round = beaconRoundAt(beacon.info, now.getTime()) - 1;
    const got = await beacon.get(round);
    expect(got).not.toBeNull();
    expect(got!.round).toBe(round);
    expect(got!.randomness).toBe(sha256(got!.signature));
    expect(verifyBeaconSignature(beacon.info.publicKey, round, got!.signature)).toBe(true);
    expect(verifyBeaconSignature(DRAND_QUICKNET.publicKey, round, got!.signature)).toBe(false);
    const again = new LocalBeacon({ secretKeyHex: KEY, now: () => now });
    expect(await again.get(round)).toEqual(got);
    const other = new LocalBeacon({ secretKeyHex: newLocalBeaconKey(), now: () => now });
    expect((await other.get(round))!.signature).not.toBe(got!.signature);
  });

  it('follows a custom genesis and period', async () => {
    const clock = new FakeClock(new Date(1_000_000));
    const beacon = new LocalBeacon({
      secretKeyHex: KEY,
      now: clock.now,
      genesisTimeSec: 1000,
      periodSec: 10,
    });
    expect(await beacon.get(1)).not.toBeNull();
    expect(await beacon.get(2)).toBeNull();
    clock.advance(10_000);
    expect(await beacon.get(2)).not.toBeNull();
  });

  it('refuses a bad key at construction, bad rounds and an aborted call', async () => {
    const now = () => new Date();
    for (const secretKeyHex of ['', '00'.repeat(32), 'ff'.repeat(32), KEY.slice(2)])
      expect(() => new LocalBeacon({ secretKeyHex, now })).toThrow(RangeError);
    expect(() => new LocalBeacon({ secretKeyHex: KEY, now, periodSec: 0 })).toThrow(RangeError);
    const beacon = new LocalBeacon({ secretKeyHex: KEY, now });
    for (const round of [0, -1, 1.5, Number.NaN]) await expect(beacon.get(round)).rejects.toThrow(RangeError);
    await expect(beacon.get(1, AbortSignal.abort())).rejects.toThrow();
  });

  it('newLocalBeaconKey gives fresh valid keys', () => {
    const keys = new Set(Array.from({ length: 5 }, newLocalBeaconKey));
    expect(keys.size).toBe(5);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
